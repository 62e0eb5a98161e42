// OP2 calls outside op_par_loop: memory, set queries, data access, output,
// timing, the single-node forms of the MPI calls, globals and op_init
// options. Each supported call of docs/op2-compatibility.md has a test here
// or in op2_arguments_test.cpp / op2_profile_test.cpp.
#include "op_seq.h"
#include "scratch_dir.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

class Op2Calls : public ::testing::Test {
protected:
  void SetUp() override {
    char name[] = "compat";
    char *argv[] = {name, nullptr};
    op_init(1, argv, 0);
  }
  void TearDown() override { op_exit(); }
};

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST_F(Op2Calls, MemoryWrappers) {
  int *a = static_cast<int *>(op_malloc(10 * sizeof(int)));
  ASSERT_NE(a, nullptr);
  for (int i = 0; i < 10; ++i)
    a[i] = i;
  a = static_cast<int *>(op_realloc(a, 20 * sizeof(int)));
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a[9], 9);
  int *z = static_cast<int *>(op_calloc(8, sizeof(int)));
  ASSERT_NE(z, nullptr);
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(z[i], 0);
  op_free(a);
  op_free(z);
  op_free(nullptr);
}

TEST_F(Op2Calls, MallocFailureNamesTheCall) {
  EXPECT_EXIT(op_malloc(static_cast<size_t>(-1) / 2),
              ::testing::ExitedWithCode(1), "op_malloc: out of memory");
}

TEST_F(Op2Calls, SetQueriesOnOneNode) {
  op_set s = op_decl_set(17, "cells");
  EXPECT_EQ(op_get_size(s), 17);
  EXPECT_EQ(op_get_global_set_offset(s), 0);
  EXPECT_EQ(op_get_size_local(s), 17);
  EXPECT_EQ(op_get_size_local_exec(s), 17);
  EXPECT_EQ(op_get_size_local_full(s), 17);
  EXPECT_EQ(op_size_of_set("cells"), 17);
  EXPECT_EQ(compare_sets(s, s), 1);
  op_set t = op_decl_set(17, "other");
  EXPECT_EQ(compare_sets(s, t), 0);
  EXPECT_EQ(s->exec_size, 0);
  EXPECT_EQ(s->nonexec_size, 0);
  EXPECT_EQ(OP_set_index, 2);
}

TEST_F(Op2Calls, SizeOfUnknownSetNamesIt) {
  EXPECT_EXIT(op_size_of_set("nowhere"), ::testing::ExitedWithCode(1),
              "op_size_of_set: no set named 'nowhere'");
}

TEST_F(Op2Calls, SearchDatAndCheckMap) {
  op_set s = op_decl_set(3, "s");
  double x[6] = {};
  op_dat d = op_decl_dat(s, 2, "double", x, "d");
  EXPECT_EQ(search_dat(s, 2, "double", 16, "d"), d);
  EXPECT_EQ(search_dat(s, 1, "double", 8, "d"), nullptr);
  int good[3] = {0, 2, 1};
  check_map("m", s, s, 1, good);
  int bad[3] = {0, 3, 1};
  EXPECT_EXIT(check_map("m", s, s, 1, bad), ::testing::ExitedWithCode(1),
              "check_map\\(m\\): entry 1 = 3 is outside set 's'");
}

TEST_F(Op2Calls, FetchDataIdxCopiesTheInclusiveRange) {
  op_set s = op_decl_set(5, "s");
  double x[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  op_dat d = op_decl_dat(s, 2, "double", x, "d");
  double out[6] = {-1, -1, -1, -1, -1, -1};
  op_fetch_data_idx(d, out, 1, 2); // elements 1 and 2 only
  EXPECT_EQ(out[0], 2);
  EXPECT_EQ(out[3], 5);
  EXPECT_EQ(out[4], -1) << "OP2's over-copy (high + 1 elements) not repeated";
  double all[10];
  op_fetch_data_idx(d, all, 0, op_get_size(s) - 1);
  EXPECT_EQ(all[9], 9);
}

TEST_F(Op2Calls, FetchDataIdxRangeErrorNamesTheDat) {
  op_set s = op_decl_set(5, "s");
  double x[5] = {};
  op_dat d = op_decl_dat(s, 1, "double", x, "pressure");
  double out[5];
  EXPECT_EXIT(op_fetch_data_idx(d, out, 2, 5), ::testing::ExitedWithCode(1),
              "op_fetch_data_idx\\(pressure\\): range \\[2, 5\\] is not within "
              "the 5 elements");
}

TEST_F(Op2Calls, FreeDatTempReturnsOp2Codes) {
  op_set s = op_decl_set(4, "s");
  double *unused = nullptr;
  op_dat t = op_decl_dat_temp(s, 1, "double", unused, "tmp");
  EXPECT_EQ(op_free_dat_temp(t), 1);
  // OP2's "not found" code; freeing t again is an error naming it
  // (StaleHandlesDeathTest.TemporaryFreedTwice), where OP2 reads freed memory.
  EXPECT_EQ(op_free_dat_temp(nullptr), -1);
  op_dat t2 = op_decl_dat_temp(s, 1, "double", unused, "tmp2");
  EXPECT_EQ(op_free_dat_temp_char(t2), 1);
}

// OP2 accepts a temporary dat whose element size is larger than its type
// (a multigrid mini-app declares "int" temporaries of sizeof(double)): the
// dat holds dim values of its type per element, as OP2's code indexes it.
// A declared (non-temporary) dat must still match its type.
TEST_F(Op2Calls, TempDatWithALargerElementThanItsTypeIsAccepted) {
  op_set s = op_decl_set(4, "s");
  op_dat t = op_decl_dat_temp_char(s, 1, "int", sizeof(double), "flags");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->size, static_cast<int>(sizeof(int)));
  EXPECT_EQ(reinterpret_cast<int *>(t->data)[3], 0);
  EXPECT_EQ(op_free_dat_temp(t), 1);
  EXPECT_EXIT(op_decl_dat_temp_char(s, 1, "double", sizeof(int), "small"),
              ::testing::ExitedWithCode(1),
              "type \"double\" has 8 bytes but 4 were given");
}

TEST_F(Op2Calls, SingleNodeMpiCalls) {
  op_set s = op_decl_set(9, "s");
  int rank = -1;
  op_rank(&rank);
  EXPECT_EQ(rank, 0);
  EXPECT_EQ(op_is_root(), 1);
  op_arg args[1] = {};
  EXPECT_EQ(op_mpi_halo_exchanges(s, 1, args), 9);
  EXPECT_EQ(op_mpi_halo_exchanges(s, 1, args, 1), 9);
  EXPECT_EQ(op_mpi_halo_exchanges_cuda(s, 1, args), 9);
  EXPECT_EQ(op_mpi_halo_exchanges_grouped(s, 1, args, 2), 9);
  double v = 2.5;
  float f = 1.5f;
  int i = 3;
  bool b = true;
  op_mpi_set_dirtybit(1, args);
  op_mpi_set_dirtybit_cuda(1, args);
  op_mpi_wait_all(1, args);
  op_mpi_wait_all_cuda(1, args);
  op_mpi_wait_all_grouped(1, args, 1);
  op_mpi_test_all(1, args);
  op_mpi_test_all_grouped(1, args);
  op_mpi_reset_halos(1, args);
  op_mpi_barrier();
  op_mpi_reduce_combined(args, 1);
  op_mpi_reduce_double(args, &v);
  op_mpi_reduce_float(args, &f);
  op_mpi_reduce_int(args, &i);
  op_mpi_reduce_bool(args, &b);
  op_mpi_reduce(args, &v);
  op_mpi_perf_time("loop", 1.0);
  op_trigger_halo_exchanges(1, "loop", s, args[0]);
  // One node: reductions are already global, nothing changes.
  EXPECT_EQ(v, 2.5);
  EXPECT_EQ(f, 1.5f);
  EXPECT_EQ(i, 3);
  EXPECT_TRUE(b);
  EXPECT_EQ(op_mpi_get_test_frequency(), 1 << 30);
}

TEST_F(Op2Calls, PartitionKeepsTheNumberingAndRenumberStaysConsistent) {
  op_set s = op_decl_set(4, "s");
  int m[4] = {3, 2, 1, 0};
  op_map map = op_decl_map(s, s, 1, m, "m");
  double x[4] = {0, 1, 2, 3};
  op_dat d = op_decl_dat(s, 1, "double", x, "x");
  op_partition("PTSCOTCH", "KWAY", s, map, d);
  op_partition("RANDOM", nullptr, nullptr, nullptr, nullptr);
  op_renumber(map);
  op_partition_destroy();
  // op_renumber may change the numbering (runtime/reorder), never the mesh:
  // x[m[i]] = 3 - x[i] holds in any numbering.
  double out[4];
  op_fetch_data(d, out);
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(out[map->map[i]], 3 - out[i]);
  op_upload_all();
  op_upload_dat(d);
  op_download_dat(d);
  deviceSync();
}

TEST_F(Op2Calls, InitSetsGlobalVariables) {
  op_exit();
  char prog[] = "app", part[] = "OP_PART_SIZE=128",
       block[] = "OP_BLOCK_SIZE=32", cache[] = "OP_CACHE_LINE_SIZE=64",
       freq[] = "OP_TEST_FREQ=5", gpud[] = "-gpudirect";
  char *argv[] = {prog, part, block, cache, freq, gpud, nullptr};
  op_init(6, argv, 3);
  EXPECT_EQ(OP_diags, 3);
  EXPECT_EQ(OP_part_size, 128);
  EXPECT_EQ(OP_block_size, 32);
  EXPECT_EQ(OP_cache_line_size, 64);
  EXPECT_EQ(OP_mpi_test_frequency, 5);
  EXPECT_EQ(OP_gpu_direct, 1);
  EXPECT_EQ(OP_maps_base_index, 0);
  EXPECT_EQ(OP_realloc, 1);
  op_exit();
  op_init_soa(1, argv, 1, 1);
  EXPECT_EQ(OP_auto_soa, 1);
  EXPECT_EQ(OP_diags, 1);
  op_exit();
  op_mpi_init(1, argv, 2, 0, 0);
  EXPECT_EQ(OP_diags, 2);
  op_exit();
  op_mpi_init_soa(1, argv, 4, 0, 0, 0);
  EXPECT_EQ(OP_diags, 4);
  EXPECT_EQ(OP_auto_soa, 0);
}

TEST_F(Op2Calls, InitRejectsAliasingAndBaseIndicesOtherThan0Or1) {
  char prog[] = "app", noreal[] = "OP_NO_REALLOC",
       base[] = "OP_MAPS_BASE_INDEX=2";
  char *a1[] = {prog, noreal, nullptr};
  EXPECT_EXIT(op_init(2, a1, 0), ::testing::ExitedWithCode(1),
              "op_init: OP_NO_REALLOC .* is not supported by Loom");
  char *a2[] = {prog, base, nullptr};
  EXPECT_EXIT(op_init(2, a2, 0), ::testing::ExitedWithCode(1),
              "op_init: OP_MAPS_BASE_INDEX=2: the maps' base index must be 0 "
              "or 1");
}

// OP_MAPS_BASE_INDEX=1 (OP2, Fortran-style meshes): op_decl_map takes 1 off
// every entry; the next op_init starts from 0-based maps again.
TEST_F(Op2Calls, OneBasedMapsAreTakenLessOne) {
  op_exit();
  char prog[] = "app", base[] = "OP_MAPS_BASE_INDEX=1";
  char *argv[] = {prog, base, nullptr};
  op_init(2, argv, 0);
  EXPECT_EQ(OP_maps_base_index, 1);
  op_set nodes = op_decl_set(3, "nodes");
  op_set edges = op_decl_set(2, "edges");
  int oneBased[4] = {1, 2, 2, 3};
  op_map pedge = op_decl_map(edges, nodes, 2, oneBased, "pedge");
  EXPECT_EQ(std::vector<int>(pedge->map, pedge->map + 4),
            (std::vector<int>{0, 1, 1, 2}));
  EXPECT_EQ(oneBased[0], 1) << "the user's array is left as it was";
  int zero[2] = {0, 1};
  EXPECT_EXIT(op_decl_map(edges, nodes, 1, zero, "bad"),
              ::testing::ExitedWithCode(1),
              "map 'bad': element 0 slot 0 = 0 is out of range of set "
              "'nodes' \\[1, 4\\) \\(OP_MAPS_BASE_INDEX=1: the entries are "
              "1-based\\)");
  // Too many entries for 32-bit indices: refused before any is read (the
  // 1-based path once copied them first, past the user's array).
  op_set many = op_decl_set(50000, "many");
  EXPECT_EXIT(op_decl_map(many, nodes, 50000, oneBased, "huge"),
              ::testing::ExitedWithCode(1),
              "map 'huge': 50000 x 50000 entries overflow the 32-bit index "
              "range");
  op_exit();
  char *plain[] = {prog, nullptr};
  op_init(1, plain, 0);
  EXPECT_EQ(OP_maps_base_index, 0);
}

TEST_F(Op2Calls, RegistryCountersFollowDeclarations) {
  op_set s = op_decl_set(2, "s");
  int m[2] = {0, 1};
  op_decl_map(s, s, 1, m, "m");
  double x[2] = {};
  op_decl_dat(s, 1, "double", x, "d");
  EXPECT_EQ(OP_set_index, 1);
  EXPECT_EQ(OP_map_index, 1);
  EXPECT_EQ(OP_dat_index, 1);
  op_exit();
  EXPECT_EQ(OP_set_index, 0);
  EXPECT_EQ(OP_dat_index, 0);
}

void sumKernel(const double *v, double *g) { *g += *v; }

TEST_F(Op2Calls, TimersAndTimingFiles) {
  double cpu = -1, t0 = 0, t1 = 0;
  op_timers(&cpu, &t0);
  op_timers_core(&cpu, &t1);
  EXPECT_GE(t1, t0);
  op_set s = op_decl_set(3, "s");
  double x[3] = {1, 2, 3}, sum = 0;
  op_dat d = op_decl_dat(s, 1, "double", x, "d");
  op_par_loop(sumKernel, "sum", s,
              op_arg_dat(d, -1, OP_ID, 1, "double", OP_READ),
              op_arg_gbl(&sum, 1, "double", OP_INC));
  EXPECT_EQ(sum, 6);
  EXPECT_EQ(OP_kern_max, 1);
  loom::test::ScratchDir scratch;
  const std::string txt = scratch.file("compat_timing.txt");
  op_timing_output_2_file(txt.c_str());
  EXPECT_NE(readFile(txt).find("sum"), std::string::npos);
  const std::string csvPath = scratch.file("compat_timing.csv");
  op_timings_to_csv(csvPath.c_str());
  std::string csv = readFile(csvPath);
  EXPECT_EQ(csv.rfind("rank,thread,nranks,nthreads,count,total time,plan time,"
                      "mpi time,GB used,GB total,kernel name\n",
                      0),
            0u);
  EXPECT_NE(csv.find("0,0,1,1,1,"), std::string::npos) << csv;
  EXPECT_NE(csv.find(",sum\n"), std::string::npos) << csv;
  testing::internal::CaptureStdout();
  op_timing_output();
  op_timing_output_core();
  EXPECT_NE(testing::internal::GetCapturedStdout().find("sum"),
            std::string::npos);
  EXPECT_EXIT(op_timings_to_csv("/nonexistent/dir/t.csv"),
              ::testing::ExitedWithCode(1),
              "op_timings_to_csv: /nonexistent/dir/t.csv: cannot write: "
              "the folder '/nonexistent/dir' does not exist");
}

TEST_F(Op2Calls, Moments) {
  double first = 0, second = 0;
  op_compute_moment(3.0, &first, &second);
  EXPECT_EQ(first, 3.0);
  EXPECT_EQ(second, 9.0);
  double times[4] = {1.0, 0.0, 3.0, 0.0};
  op_compute_moment_across_times(times, 4, true, &first, &second);
  EXPECT_EQ(first, 2.0);
  EXPECT_EQ(second, 5.0);
  op_compute_moment_across_times(times, 4, false, &first, &second);
  EXPECT_EQ(first, 1.0);
  EXPECT_EQ(second, 2.5);
}

TEST_F(Op2Calls, PrintCalls) {
  testing::internal::CaptureStdout();
  op_print("hello");
  op_printf("%d-%s\n", 7, "x");
  op_err_print("dataset dim does not match declared dim", 2, "res");
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_EQ(out, "hello\n7-x\nerror: arg 2 in kernel \"res\"\n"
                 "dataset dim does not match declared dim \n");
}

TEST_F(Op2Calls, PrintDatCoreVariants) {
  op_set s = op_decl_set(2, "s");
  int v[2] = {4, -5};
  op_dat d = op_decl_dat(s, 1, "int", v, "v");
  loom::test::ScratchDir scratch;
  const std::string txt = scratch.file("compat_v.txt");
  op_print_dat_to_txtfile_core(d, txt.c_str());
  EXPECT_EQ(readFile(txt), "2 1\n4 \n-5 \n");
  const std::string binPath = scratch.file("compat_v.bin");
  op_print_dat_to_binfile_core(d, binPath.c_str());
  std::string bin = readFile(binPath);
  ASSERT_EQ(bin.size(), 4 * sizeof(int));
  int words[4];
  std::memcpy(words, bin.data(), sizeof(words));
  EXPECT_EQ(words[0], 2);
  EXPECT_EQ(words[1], 1);
  EXPECT_EQ(words[3], -5);
}

TEST_F(Op2Calls, MacrosAndTypes) {
  EXPECT_EQ(MIN(3, 4), 3);
  EXPECT_EQ(MAX(3.5, -1.0), 3.5);
  EXPECT_EQ(ROUND_UP(17), 32);
  EXPECT_EQ(ROUND_UP_64(65), 128);
  EXPECT_EQ(round32(33), 64);
  EXPECT_EQ(OP2_ALIGNMENT, 64);
  EXPECT_EQ(OP_COLOR2, 4);
  EXPECT_EQ(OP_STAGE_ALL, 2);
  double arr[3] = {1, 2, 3};
  EXPECT_EQ(OP2_STRIDE(arr, 2), 3);
  double z = ZERO_double EXPECT_EQ(z, 0.0);
  uint u = 1;
  ll l = 2;
  ull ul = 3;
  idx_g_t g = 4;
  idx_l_t li = 5;
  EXPECT_EQ(u + l + ul + g + li, 15u);
  EXPECT_EQ(OP_ID, nullptr);
  EXPECT_EQ(OP_GBL, nullptr);
  EXPECT_EQ(static_cast<int>(OP_WORK), 6);
  EXPECT_EQ(type_error(arr, "double"), 0);
  EXPECT_EQ(type_error(arr, "double:soa"), 0);
  EXPECT_NE(type_error(arr, "float"), 0);
  int iv = 0;
  EXPECT_EQ(type_error(&iv, "int"), 0);
}

} // namespace
