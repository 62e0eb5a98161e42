// Reads small values off a fuzz input, front to back; past the end every
// read gives 0, so any byte string decodes to something.
#pragma once

#include <cstddef>
#include <cstdint>

namespace loom::fuzz {

class ByteReader {
public:
  ByteReader(const std::uint8_t *data, std::size_t size)
      : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  // A value in [0, n) (n >= 1).
  int below(int n) { return byte() % n; }
  // A signed 16-bit value, for deliberately wild numbers.
  int wild() {
    int high = byte();
    return static_cast<std::int16_t>((high << 8) | byte());
  }
  bool flag() { return byte() & 1; }
  bool empty() const { return pos_ >= size_; }

private:
  const std::uint8_t *data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

} // namespace loom::fuzz
