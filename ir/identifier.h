// Identifier: an attribute's name, interned once per process.
//
// Every op's attributes live in a uniqued dictionary, and a module of 10^5
// functions holds hundreds of thousands of them, most with a symbol that
// makes them unique. A name stored as a std::string made each entry 40
// bytes and made uniquing hash and compare the names' text. An Identifier
// is a view of the one interned copy of its text: 16 bytes, and two names
// are the same name exactly when their data() pointers are equal.
#pragma once

#include <string>
#include <string_view>

namespace tbuf {

/// A std::string_view whose text is interned: constructing one from any text
/// looks the text up in a process-wide table (inserting it the first time),
/// so the view stays valid for the rest of the process and equal names have
/// equal data(). Reads as a string_view (comparisons, size, substr, printing);
/// every way to make one goes through the table, assignment included.
/// Construction is O(length) (a hash and, the first time, a copy), under a
/// lock shared by all threads; names are few (op and dialect attribute
/// names), so the table stays small whatever the program's size.
class Identifier : public std::string_view {
 public:
  Identifier() : std::string_view(intern(std::string_view())) {}
  Identifier(std::string_view name) : std::string_view(intern(name)) {}
  Identifier(const std::string &name) : Identifier(std::string_view(name)) {}
  Identifier(const char *name) : Identifier(std::string_view(name)) {}

  /// The same for every Identifier of this text; a key for hashing.
  const void *getAsOpaquePointer() const { return data(); }
  std::string str() const { return std::string(*this); }

 private:
  static std::string_view intern(std::string_view name);
};

}  // namespace tbuf
