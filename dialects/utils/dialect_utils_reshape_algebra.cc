// The reassociation algebra of collapse_shape / expand_shape canonicalization
// (MLIR's ReshapeOpsUtils.cpp), shared by the tensor and memref patterns.
#include <algorithm>

#include "dialects/utils/dialect_utils_reshape.h"

namespace tbuf {

namespace {
using Reassociation = std::vector<ReassociationIndices>;
}  // namespace

std::optional<Reassociation> composeReassociationIndices(Reassociation producer, Reassociation consumer) {
  Reassociation composed;
  if (producer.size() == consumer.size()) return std::nullopt;
  if (producer.size() < consumer.size()) std::swap(producer, consumer);
  if (consumer.empty()) return composed;
  size_t consumerDims = 0;
  for (const ReassociationIndices &g : consumer) consumerDims += g.size();
  if (producer.size() != consumerDims) return std::nullopt;
  for (const ReassociationIndices &g : consumer) {
    ReassociationIndices group;
    for (int64_t i : g) group.insert(group.end(), producer[i].begin(), producer[i].end());
    composed.push_back(std::move(group));
  }
  return composed;
}

std::optional<Reassociation> getReassociationIndicesForCollapse(ArrayRef<int64_t> source, ArrayRef<int64_t> target) {
  size_t numSource = source.size(), numTarget = target.size();
  if (numSource <= numTarget) return std::nullopt;
  Reassociation map;
  size_t s = 0;
  for (size_t t = 0; t < numTarget; ++t) {
    ReassociationIndices group;
    if (isDynamic(target[t])) {
      bool foundDynamic = false;
      while (s < numSource) {
        group.push_back(s);
        if (isDynamic(source[s++])) {
          foundDynamic = true;
          break;
        }
      }
      if (!foundDynamic) return std::nullopt;
      map.push_back(group);
      continue;
    }
    int64_t product = 1;
    bool reached = false;
    while (s < numSource) {
      if (isDynamic(source[s])) return std::nullopt;
      product *= source[s];
      if (product > target[t]) break;
      group.push_back(s++);
      if (product == target[t]) {
        reached = true;
        break;
      }
    }
    if (!reached) return std::nullopt;
    map.push_back(group);
  }
  for (; s < numSource; ++s) {
    if ((target.empty() || !isDynamic(target.back())) && !isDynamic(source[s]) && source[s] != 1) return std::nullopt;
    if (!map.empty()) map.back().push_back(s);
  }
  return map;
}

std::optional<Reassociation> findCollapsingReassociation(const Reassociation &srcReassociation,
                                                         const Reassociation &resultReassociation,
                                                         ArrayRef<int64_t> srcShape, ArrayRef<int64_t> resultShape) {
  if (srcReassociation.empty()) return getReassociationIndicesForCollapse(srcShape, resultShape);
  Reassociation composed;
  for (size_t k = 0; k < srcReassociation.size() && k < resultReassociation.size(); ++k) {
    const ReassociationIndices &srcIndices = srcReassociation[k];
    const ReassociationIndices &resultIndices = resultReassociation[k];
    ArrayRef<int64_t> srcSub = srcShape.subspan(srcIndices.front(), srcIndices.size());
    ArrayRef<int64_t> resultSub = resultShape.subspan(resultIndices.front(), resultIndices.size());
    if (srcSub.size() == resultSub.size()) {
      if (srcSub != resultSub || std::count_if(srcSub.begin(), srcSub.end(), isDynamic) >= 2) return std::nullopt;
      for (size_t i = 0; i < srcSub.size(); ++i) composed.push_back({srcIndices.front() + static_cast<int64_t>(i)});
      continue;
    }
    std::optional<Reassociation> sub = getReassociationIndicesForCollapse(srcSub, resultSub);
    if (!sub) return std::nullopt;
    for (const ReassociationIndices &g : *sub) {
      ReassociationIndices shifted;
      for (int64_t i : g) shifted.push_back(srcIndices.front() + i);
      composed.push_back(shifted);
    }
  }
  return composed;
}

std::optional<Reassociation> composeCollapseOfExpandGroups(const Reassociation &higher, const Reassociation &lower) {
  size_t higherId = 0;
  Reassociation composed;
  for (const ReassociationIndices &lowerIndices : lower) {
    ReassociationIndices indices;
    while (higherId < higher.size()) {
      int64_t rightmost = higher[higherId].back();
      if (rightmost > lowerIndices.back()) return std::nullopt;
      indices.push_back(higherId++);
      if (rightmost == lowerIndices.back()) break;
    }
    composed.push_back(indices);
  }
  return composed;
}

int64_t countDynamic(ArrayRef<int64_t> shape) { return std::count_if(shape.begin(), shape.end(), isDynamic); }

bool canFoldReshapeOfInverse(ArrayRef<int64_t> sourceShape, ArrayRef<ReassociationIndices> reshapeReassociation,
                             ArrayRef<ReassociationIndices> inverseReassociation, int64_t inverseResultRank) {
  if (countDynamic(sourceShape) < 2) return true;
  if (!std::equal(reshapeReassociation.begin(), reshapeReassociation.end(), inverseReassociation.begin(),
                  inverseReassociation.end()))
    return false;
  if (static_cast<int64_t>(sourceShape.size()) < inverseResultRank) return true;
  for (const ReassociationIndices &g : reshapeReassociation)
    if (countDynamic(sourceShape.subspan(g.front(), g.size())) >= 2) return false;
  return true;
}

}  // namespace tbuf
