#include "loom/core/plan_file.h"

#include "loom/fileio/bounded_read.h"
#include "loom/fileio/output_file.h"

#include <cstring>
#include <string>

namespace loom {

namespace {

constexpr char kMagic[] = "loom-plan-file1\n"; // 16 bytes without the NUL
constexpr std::size_t kMagicBytes = sizeof kMagic - 1;

template <typename T> void put(std::string &out, T value) {
  out.append(reinterpret_cast<const char *>(&value), sizeof value);
}

std::uint64_t checksum(const std::vector<std::vector<int>> &arrays) {
  PlanHash h;
  for (const std::vector<int> &a : arrays) {
    h.add(static_cast<std::uint32_t>(a.size()));
    h.add(static_cast<std::uint32_t>(a.size() >> 32));
    h.add(a.data(), a.size());
  }
  return h.value();
}

// The one place a plan file is written: `bytes` through `path`.tmp.<pid>
// (processes of one MPI run may write the same file at once) and a rename.
void writeWhole(const std::string &path, const std::string &bytes) {
  // The output rule of every Loom writer (loom/fileio/output_file.h): a
  // temporary named by the process id, renamed over the target once whole,
  // so processes of one MPI run writing the same plan never share a file.
  try {
    fileio::OutputFile out(path);
    out.write(bytes);
    out.commit();
  } catch (const fileio::OutputError &e) {
    throw PlanFileError(e.what());
  }
}

// Reads values from a byte string, failing past its end.
class Reader {
public:
  Reader(const std::string &bytes, const std::string &path)
      : bytes_(bytes), path_(path) {}
  template <typename T> T get(const char *what) {
    T value;
    take(&value, sizeof value, what);
    return value;
  }
  void take(void *to, std::size_t n, const char *what) {
    if (n > bytes_.size() - at_)
      throw PlanFileError(path_ + ": truncated in the " + what);
    std::memcpy(to, bytes_.data() + at_, n);
    at_ += n;
  }
  bool atEnd() const { return at_ == bytes_.size(); }

private:
  const std::string &bytes_;
  const std::string &path_;
  std::size_t at_ = 0;
};

} // namespace

void writePlanFile(const std::string &path, std::uint64_t key,
                   const std::string &kind,
                   const std::vector<std::vector<int>> &arrays) {
  std::size_t total = 0;
  for (const std::vector<int> &a : arrays)
    total += a.size();
  std::string bytes;
  bytes.reserve(64 + kind.size() + 8 * arrays.size() + 4 * total);
  bytes.append(kMagic, kMagicBytes);
  put(bytes, key);
  put(bytes, static_cast<std::uint32_t>(kind.size()));
  bytes += kind;
  put(bytes, static_cast<std::uint32_t>(arrays.size()));
  for (const std::vector<int> &a : arrays)
    put(bytes, static_cast<std::uint64_t>(a.size()));
  for (const std::vector<int> &a : arrays)
    bytes.append(reinterpret_cast<const char *>(a.data()), 4 * a.size());
  put(bytes, checksum(arrays));
  writeWhole(path, bytes);
}

std::vector<std::vector<int>> readPlanFile(const std::string &path,
                                           std::uint64_t key,
                                           const std::string &kind) {
  std::string bytes;
  try {
    bytes = fileio::readInputFile(path);
  } catch (const fileio::InputError &e) {
    throw PlanFileError(e.what());
  }
  Reader r(bytes, path);
  char magic[kMagicBytes];
  r.take(magic, kMagicBytes, "header");
  if (std::memcmp(magic, kMagic, kMagicBytes) != 0)
    throw PlanFileError(path + ": not a loom plan file");
  if (r.get<std::uint64_t>("key") != key)
    throw PlanFileError(path + ": written for another mesh or loop (key)");
  const auto kindSize = r.get<std::uint32_t>("kind");
  if (kindSize != kind.size())
    throw PlanFileError(path + ": not a " + kind + " plan");
  std::string fileKind(kindSize, '\0');
  r.take(fileKind.data(), kindSize, "kind");
  if (fileKind != kind)
    throw PlanFileError(path + ": a " + fileKind + " plan, not " + kind);
  const auto count = r.get<std::uint32_t>("array count");
  if (count > 64)
    throw PlanFileError(path + ": " + std::to_string(count) + " arrays");
  std::vector<std::uint64_t> lengths(count);
  std::uint64_t total = 0;
  for (std::uint64_t &n : lengths) {
    n = r.get<std::uint64_t>("array lengths");
    total += n;
    if (n > bytes.size() / 4 || total > bytes.size() / 4)
      throw PlanFileError(path +
                          ": truncated (array lengths beyond the file's size)");
  }
  std::vector<std::vector<int>> arrays(count);
  for (std::uint32_t a = 0; a < count; ++a) {
    arrays[a].resize(lengths[a]);
    r.take(arrays[a].data(), 4 * lengths[a], "arrays");
  }
  if (r.get<std::uint64_t>("checksum") != checksum(arrays))
    throw PlanFileError(path + ": checksum mismatch");
  if (!r.atEnd())
    throw PlanFileError(path + ": bytes after the checksum");
  return arrays;
}

} // namespace loom
