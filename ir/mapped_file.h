// A read-only mapping of an input file. Large inputs are mapped rather than
// read into the heap so that, once parsed, their text can leave the process's
// resident memory: the parser reads it once, and afterwards only diagnostics
// and `explain` look at a few of its lines, which the kernel reads back from
// its page cache on access.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace tbuf {

class MappedFile {
 public:
  /// Maps the regular file at `path`. Null with errno set when it cannot be
  /// opened, is not a regular file (EISDIR for a directory) or is empty.
  static std::unique_ptr<MappedFile> open(const std::string &path);
  ~MappedFile();
  MappedFile(const MappedFile &) = delete;
  MappedFile &operator=(const MappedFile &) = delete;

  std::string_view getText() const { return {data_, size_}; }
  /// Drops the mapped pages from the process's resident memory; the next
  /// access reads them again from the file (the kernel's page cache). The
  /// text is unchanged unless the file is changed on disk meanwhile. O(pages).
  void releasePages() const;

 private:
  MappedFile(const char *data, size_t size) : data_(data), size_(size) {}
  const char *data_;
  size_t size_;
};

}  // namespace tbuf
