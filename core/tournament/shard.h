#pragma once

// Shards of a tournament's plan, for playing it on many machines (docs/cluster.md): shard I of
// N (I from 1) holds the jobs whose id is I - 1 modulo N. Every job is in exactly one shard for
// any N, however many jobs are finished, so a shard rerun after a failure (or with more shards
// than jobs: some are empty) never takes a game of another.

#include <QString>

#include <optional>

namespace pb::tournament {

struct Shard {
    int index = 1;  // 1 .. count
    int count = 1;

    bool holds(int jobId) const { return jobId >= 0 && jobId % count == index - 1; }
};

// "I/N" with 1 <= I <= N <= 100000; nullopt with `error` set otherwise.
std::optional<Shard> parseShard(const QString& text, QString* error);

} // namespace pb::tournament
