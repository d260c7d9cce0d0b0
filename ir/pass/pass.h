// Passes: a unit of transformation or analysis run by the PassManager on one
// op (a module, or each function when nested). A pass declares its options
// and statistics as members, like MLIR's `Option<>`/`Statistic`:
//
//   class MyPass : public Pass {
//     Option<bool> json{*this, "json", "print the result as JSON", false};
//     Statistic numErased{*this, "num-erased", "Number of ops erased"};
//     ...
//   };
//
// so the same declaration drives parsing (`--my-pass="json"`,
// `my-pass{json=true}`), `--help`, `--dump-pass-pipeline` and
// `--mlir-pass-statistics`. Option values use mlir-opt's syntax (see
// PassOptions::parseFromString).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "ir/operation.h"
#include "ir/support.h"

namespace tbuf {

class PassOptions;

/// One declared option. Concrete kinds: Option<bool|int64_t|uint64_t|
/// std::string|double>, EnumOption<E>, ListOption<T>.
class PassOptionBase {
 public:
  PassOptionBase(PassOptions &owner, std::string_view argument, std::string_view description);
  virtual ~PassOptionBase() = default;
  PassOptionBase(const PassOptionBase &) = delete;
  PassOptionBase &operator=(const PassOptionBase &) = delete;

  const std::string &getArgument() const { return argument_; }
  const std::string &getDescription() const { return description_; }
  /// `<int>`-style placeholder for help ("" for bools).
  virtual std::string getValuePlaceholder() const = 0;
  /// Enum options: (name, description) of each allowed value.
  virtual std::vector<std::pair<std::string, std::string>> getAllowedValues() const { return {}; }
  /// Parses a value; `hasValue` is false for a bare `name` (only bools and
  /// lists accept that). On failure sets `error` (without the option name).
  virtual bool parse(std::string_view value, bool hasValue, std::string &error) = 0;
  /// The current value in option syntax (`true`, `3`, `top-down`, `{a,b}`).
  virtual std::string printValue() const = 0;
  /// Whether the value was given explicitly.
  bool hasValue() const { return hasValue_; }

 protected:
  bool hasValue_ = false;

 private:
  std::string argument_, description_;
};

/// A set of declared options (a pass's, or a named pipeline's).
class PassOptions {
 public:
  PassOptions() = default;
  virtual ~PassOptions() = default;
  PassOptions(const PassOptions &) = delete;
  PassOptions &operator=(const PassOptions &) = delete;

  /// Parses mlir-opt's option syntax: space-separated `name` or `name=value`
  /// entries; a value may be quoted with '...', "..." or {...} (nesting and
  /// quotes inside braces respected), and the quotes are dropped. A bare bool
  /// name means true. On failure `error` says which option and why.
  LogicalResult parseFromString(std::string_view options, std::string &error);
  /// `name=value` pairs sorted by name, space-separated (empty lists omitted).
  std::string print() const;
  const std::vector<PassOptionBase *> &getOptions() const { return options_; }
  PassOptionBase *lookupOption(std::string_view argument) const;

 private:
  friend class PassOptionBase;
  std::vector<PassOptionBase *> options_;
};

namespace detail {
/// Parsing and printing of scalar option values, per type.
bool parseOptionValue(std::string_view text, bool &out, std::string &error);
bool parseOptionValue(std::string_view text, int64_t &out, std::string &error);
bool parseOptionValue(std::string_view text, uint64_t &out, std::string &error);
/// mlir-opt's cl::opt<unsigned>: 0 .. 2^32-1; anything else is "'X' value
/// invalid for uint argument!".
bool parseOptionValue(std::string_view text, uint32_t &out, std::string &error);
bool parseOptionValue(std::string_view text, double &out, std::string &error);
bool parseOptionValue(std::string_view text, std::string &out, std::string &error);
std::string printOptionValue(bool v);
std::string printOptionValue(int64_t v);
std::string printOptionValue(uint64_t v);
std::string printOptionValue(uint32_t v);
std::string printOptionValue(double v);
std::string printOptionValue(const std::string &v);
template <typename T> std::string placeholderFor();
template <> inline std::string placeholderFor<bool>() { return ""; }
template <> inline std::string placeholderFor<int64_t>() { return "<long>"; }
template <> inline std::string placeholderFor<uint64_t>() { return "<ulong>"; }
template <> inline std::string placeholderFor<uint32_t>() { return "<uint>"; }
template <> inline std::string placeholderFor<double>() { return "<number>"; }
template <> inline std::string placeholderFor<std::string>() { return "<string>"; }
/// Splits a list value at top-level commas (respecting quotes and braces),
/// after dropping one pair of enclosing braces.
std::vector<std::string_view> splitListValue(std::string_view text);
/// Removes one pair of enclosing quotes ('', "") or braces.
std::string_view stripQuotes(std::string_view text);
/// Index just past the delimiter closing the quote or brace at
/// `text[start]` (braces nest, quotes inside braces are skipped), or npos.
size_t findClosingDelimiter(std::string_view text, size_t start);
}  // namespace detail

/// A scalar option: bool, int64_t, uint64_t, uint32_t (`<uint>`), double or
/// std::string.
template <typename T> class Option : public PassOptionBase {
 public:
  Option(PassOptions &owner, std::string_view argument, std::string_view description, T defaultValue = T())
      : PassOptionBase(owner, argument, description), value_(std::move(defaultValue)) {}
  const T &getValue() const { return value_; }
  operator const T &() const { return value_; }
  Option &operator=(T v) {
    value_ = std::move(v);
    hasValue_ = true;
    return *this;
  }
  std::string getValuePlaceholder() const override { return detail::placeholderFor<T>(); }
  bool parse(std::string_view value, bool hasValue, std::string &error) override {
    if constexpr (std::is_same_v<T, bool>) {
      if (!hasValue) {
        value_ = true;
        hasValue_ = true;
        return true;
      }
    } else {
      if (!hasValue) {
        error = "requires a value";
        return false;
      }
    }
    T parsed{};
    if (!detail::parseOptionValue(value, parsed, error)) return false;
    value_ = std::move(parsed);
    hasValue_ = true;
    return true;
  }
  std::string printValue() const override { return detail::printOptionValue(value_); }

 private:
  T value_;
};

/// An option whose value is one of a fixed set of names.
template <typename E> class EnumOption : public PassOptionBase {
 public:
  struct Value {
    E value;
    std::string name, description;
  };
  EnumOption(PassOptions &owner, std::string_view argument, std::string_view description, E defaultValue,
             std::vector<Value> values)
      : PassOptionBase(owner, argument, description), value_(defaultValue), values_(std::move(values)) {}
  E getValue() const { return value_; }
  operator E() const { return value_; }
  EnumOption &operator=(E v) {
    value_ = v;
    hasValue_ = true;
    return *this;
  }
  std::string getValuePlaceholder() const override { return "<value>"; }
  std::vector<std::pair<std::string, std::string>> getAllowedValues() const override {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Value &v : values_) out.emplace_back(v.name, v.description);
    return out;
  }
  bool parse(std::string_view value, bool hasValue, std::string &error) override {
    if (!hasValue) {
      error = "requires a value";
      return false;
    }
    value = detail::stripQuotes(value);
    for (const Value &v : values_)
      if (v.name == value) {
        value_ = v.value;
        hasValue_ = true;
        return true;
      }
    error = "'" + std::string(value) + "' is not one of";
    for (size_t i = 0; i < values_.size(); ++i) error += (i ? ", " : " ") + values_[i].name;
    return false;
  }
  std::string printValue() const override {
    for (const Value &v : values_)
      if (v.value == value_) return v.name;
    return "";
  }

 private:
  E value_;
  std::vector<Value> values_;
};

/// A comma-separated list option (`a,b` or `{a,b}`), elements parsed as T.
template <typename T> class ListOption : public PassOptionBase {
 public:
  ListOption(PassOptions &owner, std::string_view argument, std::string_view description)
      : PassOptionBase(owner, argument, description) {}
  const std::vector<T> &getValue() const { return values_; }
  operator const std::vector<T> &() const { return values_; }
  bool empty() const { return values_.empty(); }
  ListOption &operator=(std::vector<T> v) {
    values_ = std::move(v);
    hasValue_ = true;
    return *this;
  }
  std::string getValuePlaceholder() const override { return detail::placeholderFor<T>() + ",..."; }
  bool parse(std::string_view value, bool hasValue, std::string &error) override {
    std::vector<T> parsed;
    if (hasValue) {
      for (std::string_view element : detail::splitListValue(value)) {
        T v{};
        if (!detail::parseOptionValue(element, v, error)) return false;
        parsed.push_back(std::move(v));
      }
    }
    values_ = std::move(parsed);
    hasValue_ = true;
    return true;
  }
  std::string printValue() const override {
    std::string out = "{";
    for (size_t i = 0; i < values_.size(); ++i) out += (i ? "," : "") + detail::printOptionValue(values_[i]);
    return out + "}";
  }

 private:
  std::vector<T> values_;
};

class Pass;

/// A counter a pass increments; reported by `--mlir-pass-statistics`.
/// Accumulates over every op the pass runs on.
class Statistic {
 public:
  Statistic(Pass &owner, std::string_view name, std::string_view description);
  Statistic(const Statistic &) = delete;
  Statistic &operator=(const Statistic &) = delete;
  const std::string &getName() const { return name_; }
  const std::string &getDescription() const { return description_; }
  uint64_t getValue() const { return value_; }
  operator uint64_t() const { return value_; }
  Statistic &operator++() {
    ++value_;
    return *this;
  }
  Statistic &operator+=(uint64_t n) {
    value_ += n;
    return *this;
  }
  Statistic &operator=(uint64_t n) {
    value_ = n;
    return *this;
  }

 private:
  std::string name_, description_;
  uint64_t value_ = 0;
};

/// Base of every pass. Subclasses declare options/statistics as members and
/// implement the identity getters and runOnOperation.
class Pass : public PassOptions {
 public:
  ~Pass() override = default;

  /// Command-line name (`canonicalize`); also the name in textual pipelines.
  virtual std::string_view getArgument() const = 0;
  /// Name used in reports (`Canonicalizer`, `PrintOpStats`).
  virtual std::string_view getName() const = 0;
  virtual std::string_view getDescription() const = 0;
  /// The op this pass must run on (`builtin.module`, `func.func`), or empty
  /// if it runs on any op. The PassManager nests or rejects it accordingly.
  virtual std::string_view getOpName() const { return {}; }

  /// Called once per PassManager::run before any op is processed, after the
  /// options are set. A failure aborts the run (emit a diagnostic first).
  virtual LogicalResult initialize(Context *) { return success(); }
  /// Transforms or analyses `op`. A failure (after emitting a diagnostic)
  /// stops the pipeline.
  virtual LogicalResult runOnOperation(Operation *op) = 0;

  /// Called by a pass that left the IR untouched (as MLIR's
  /// markAllAnalysesPreserved). The PassManager then skips the verifier run
  /// after the pass, as mlir-opt does. Reset before each run; O(1).
  void markAllAnalysesPreserved() { allAnalysesPreserved_ = true; }
  /// Whether the last runOnOperation called markAllAnalysesPreserved.
  bool areAllAnalysesPreserved() const { return allAnalysesPreserved_; }
  /// Clears the flag; the PassManager calls it before each run.
  void resetPreservedAnalyses() { allAnalysesPreserved_ = false; }

  const std::vector<Statistic *> &getStatistics() const { return statistics_; }
  /// `argument{opt=value ...}` with every option (as --dump-pass-pipeline).
  std::string printAsTextualPipeline() const;

 private:
  friend class Statistic;
  std::vector<Statistic *> statistics_;
  bool allAnalysesPreserved_ = false;
};

}  // namespace tbuf
