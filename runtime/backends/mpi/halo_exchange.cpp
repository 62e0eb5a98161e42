// Halo exchange: each stale dat's owned values that neighbours hold as
// halo go to them, and theirs come back into this process's halo. All
// messages of one loop are posted together and then waited for.
#include "mpi_distribution.h"

#include <cstring>

namespace loom::mpi {

void MpiDistribution::exchangeHalos(const std::vector<op_dat> &dats) {
  struct Pending {
    op_dat dat;
    const HaloPeer *peer;
    std::string received;
  };
  std::vector<std::string> sent;
  std::vector<Pending> pending;
  std::vector<MPI_Request> requests;
  for (op_dat dat : dats)
    for (const HaloPeer &peer : state(dat->set).peers) {
      sent.reserve(sent.size() + 1); // keep earlier buffers in place
      pending.reserve(pending.size() + 1);
      const size_t bytes = dat->size;
      if (!peer.receive.empty()) {
        pending.push_back(
            {dat, &peer, std::string(peer.receive.size() * bytes, '\0')});
      }
      if (!peer.send.empty()) {
        std::string out(peer.send.size() * bytes, '\0');
        for (size_t i = 0; i < peer.send.size(); ++i)
          std::memcpy(&out[i * bytes], dat->data + peer.send[i] * bytes, bytes);
        sent.push_back(std::move(out));
      }
    }
  // Buffers are final now: post the receives, then the sends.
  size_t next = 0;
  for (Pending &p : pending) {
    requests.emplace_back();
    check(MPI_Irecv(p.received.data(), static_cast<int>(p.received.size()),
                    MPI_BYTE, p.peer->rank, p.dat->index, MPI_COMM_WORLD,
                    &requests.back()),
          "MPI_Irecv (halo exchange)");
  }
  for (op_dat dat : dats)
    for (const HaloPeer &peer : state(dat->set).peers)
      if (!peer.send.empty()) {
        requests.emplace_back();
        check(MPI_Isend(sent[next].data(), static_cast<int>(sent[next].size()),
                        MPI_BYTE, peer.rank, dat->index, MPI_COMM_WORLD,
                        &requests.back()),
              "MPI_Isend (halo exchange)");
        ++next;
      }
  check(MPI_Waitall(static_cast<int>(requests.size()), requests.data(),
                    MPI_STATUSES_IGNORE),
        "MPI_Waitall (halo exchange)");
  for (const Pending &p : pending) {
    const size_t bytes = p.dat->size;
    for (size_t i = 0; i < p.peer->receive.size(); ++i)
      std::memcpy(p.dat->data + p.peer->receive[i] * bytes,
                  &p.received[i * bytes], bytes);
  }
}

} // namespace loom::mpi
