// MappedFile: mmap of a whole regular file, read-only and private.
#include "ir/mapped_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace tbuf {

std::unique_ptr<MappedFile> MappedFile::open(const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  struct stat st;
  int error = 0;
  void *data = MAP_FAILED;
  if (::fstat(fd, &st) != 0) {
    error = errno;
  } else if (S_ISDIR(st.st_mode)) {
    error = EISDIR;
  } else if (!S_ISREG(st.st_mode) || st.st_size == 0) {
    error = EINVAL;
  } else {
    data = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) error = errno;
  }
  ::close(fd);
  if (data == MAP_FAILED) {
    errno = error;
    return nullptr;
  }
  return std::unique_ptr<MappedFile>(new MappedFile(static_cast<const char *>(data), static_cast<size_t>(st.st_size)));
}

MappedFile::~MappedFile() { ::munmap(const_cast<char *>(data_), size_); }

void MappedFile::releasePages() const { ::madvise(const_cast<char *>(data_), size_, MADV_DONTNEED); }

}  // namespace tbuf
