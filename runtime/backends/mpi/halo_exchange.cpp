// Halo exchange: each stale dat's owned values that neighbours hold as
// halo go to them, and theirs come back into this process's halo. All
// messages of one loop are posted together (postHalos, before the loop's
// elements); waitHalos completes them and fills the halos, once the loop
// has run the elements that need no halo data. Messages count rows (an
// element's bytes as one MPI datatype), not bytes: a halo of more than 2 GiB
// to one neighbour fits MPI's int counts as a smaller one does.
#include "mpi_distribution.h"
#include "row_type.h"

#include "loom/core/error.h"

#include <cstring>

namespace loom::mpi {

void MpiDistribution::postHalos(const std::vector<op_dat> &dats) {
  if (!exchange_.empty())
    throw Error("halo exchange posted while another is in flight");
  exchange_ = HaloExchange();
  HaloExchange &x = exchange_;
  // Buffers first (vectors stop moving), then the receives, then the sends.
  for (op_dat dat : dats)
    for (const HaloPeer &peer : state(dat->set).peers) {
      const size_t bytes = dat->size;
      if (!peer.receive.empty())
        x.receives.push_back(
            {dat, &peer, std::string(peer.receive.size() * bytes, '\0')});
      if (!peer.send.empty()) {
        std::string out(peer.send.size() * bytes, '\0');
        for (size_t i = 0; i < peer.send.size(); ++i)
          std::memcpy(&out[i * bytes], dat->data + peer.send[i] * bytes, bytes);
        x.sends.push_back(std::move(out));
      }
    }
  x.requests.reserve(x.receives.size() + x.sends.size());
  for (HaloExchange::Receive &r : x.receives) {
    const RowType row(r.dat->size);
    x.requests.emplace_back();
    check(MPI_Irecv(r.bytes.data(), static_cast<int>(r.peer->receive.size()),
                    row, r.peer->rank, r.dat->index, MPI_COMM_WORLD,
                    &x.requests.back()),
          "MPI_Irecv (halo exchange)");
  }
  size_t next = 0;
  for (op_dat dat : dats)
    for (const HaloPeer &peer : state(dat->set).peers)
      if (!peer.send.empty()) {
        std::string &out = x.sends[next++];
        const RowType row(dat->size);
        x.requests.emplace_back();
        check(MPI_Isend(out.data(), static_cast<int>(peer.send.size()), row,
                        peer.rank, dat->index, MPI_COMM_WORLD,
                        &x.requests.back()),
              "MPI_Isend (halo exchange)");
      }
}

void MpiDistribution::waitHalos() {
  HaloExchange &x = exchange_;
  if (x.empty())
    return;
  check(MPI_Waitall(static_cast<int>(x.requests.size()), x.requests.data(),
                    MPI_STATUSES_IGNORE),
        "MPI_Waitall (halo exchange)");
  for (const HaloExchange::Receive &r : x.receives) {
    const size_t bytes = r.dat->size;
    for (size_t i = 0; i < r.peer->receive.size(); ++i)
      std::memcpy(r.dat->data + r.peer->receive[i] * bytes, &r.bytes[i * bytes],
                  bytes);
  }
  exchange_ = HaloExchange();
}

} // namespace loom::mpi
