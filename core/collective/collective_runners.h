#pragma once

#include "core/collective/collective_programs.h"
#include "core/collective/collective_run.h"

#include <memory>
#include <vector>

// The two ways runCollective plays a round program (docs/models.md, Collectives): every
// flow on the flow engine (collective_runner.cpp), or the fast path that gives each flow
// alone on its channels its closed-form finish and hands only the flows that share a
// channel to the flow engine (collective_fast_path.cpp). Both give the same figures.
namespace ailab::core::collective::detail {

// The round program of `request` on the ranks' GPUs `nodes` (rankNodes). Throws core::Error
// naming "ranks" when an algorithm needs the same ranks on every server and they differ.
std::unique_ptr<RoundProgram> makeProgram(const topo::Fabric& fabric, const CollectiveRequest& request,
                                          const std::vector<topo::NodeId>& nodes);

CollectiveResult runPerFlow(const topo::Fabric& fabric, topo::Router& router,
                            const CollectiveRequest& request,
                            const std::vector<topo::NodeId>& nodes, RoundProgram& program);

CollectiveResult runFastPath(const topo::Fabric& fabric, topo::Router& router,
                             const CollectiveRequest& request,
                             const std::vector<topo::NodeId>& nodes, RoundProgram& program);

} // namespace ailab::core::collective::detail
