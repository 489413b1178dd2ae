#include "labs/storage/views/storage_format.h"

#include "core/units/format.h"

#include <QLocale>
#include <cmath>

namespace ailab::labs::storage {

namespace units = core::units;

QString StorageFormat::rate(double bytesPerSecond)
{
    if (!std::isfinite(bytesPerSecond))
        return tr("no limit");
    return QString::fromStdString(
        units::toString(units::ByteRate::bytesPerSecond(bytesPerSecond), {.significantDigits = 3}));
}

QString StorageFormat::bytes(double bytes)
{
    return QString::fromStdString(
        units::toString(units::Bytes::bytes(bytes), {.significantDigits = 3}));
}

QString StorageFormat::seconds(double seconds)
{
    return QString::fromStdString(
        units::toString(units::Seconds::seconds(seconds), {.significantDigits = 3}));
}

QString StorageFormat::duration(double seconds)
{
    if (seconds >= 7200.0)
        return tr("%1 h").arg(number(seconds / 3600.0, 3));
    if (seconds >= 120.0)
        return tr("%1 min").arg(number(seconds / 60.0, 3));
    return StorageFormat::seconds(seconds);
}

QString StorageFormat::percent(double fraction)
{
    const double p = fraction * 100.0;
    const int decimals = std::abs(p) < 10.0 && p != 0.0 ? 1 : 0;
    return tr("%1 %").arg(QLocale().toString(p, 'f', decimals));
}

QString StorageFormat::number(double value, int significantDigits)
{
    return QString::fromStdString(units::formatNumber(value, significantDigits));
}

QString StorageFormat::stage(core::storage::PipelineStage stage)
{
    using core::storage::PipelineStage;
    switch (stage) {
    case PipelineStage::Storage:
        return tr("Storage");
    case PipelineStage::Preprocessing:
        return tr("Preprocessing");
    case PipelineStage::Gpu:
        return tr("GPU");
    }
    return {};
}

QString StorageFormat::tier(core::storage::TierKind kind)
{
    using core::storage::TierKind;
    switch (kind) {
    case TierKind::ObjectStore:
        return tr("Object store");
    case TierKind::ParallelFileSystem:
        return tr("Parallel file system");
    case TierKind::NvmeArray:
        return tr("All-NVMe array");
    case TierKind::LocalNvme:
        return tr("Local NVMe");
    }
    return {};
}

QString StorageFormat::layout(core::models::storage::FileLayout layout)
{
    namespace m = core::models::storage;
    // Counts are exact, in the language's grouping.
    if (layout == m::FileLayout::LargeFiles)
        return tr("%1 large files")
            .arg(QLocale().toString(qlonglong(m::kStudySamples / m::kStudySamplesPerLargeFile)));
    return tr("%1 small files").arg(QLocale().toString(qlonglong(m::kStudySamples)));
}

QString StorageFormat::checkpointMode(core::storage::CheckpointMode mode)
{
    using core::storage::CheckpointMode;
    switch (mode) {
    case CheckpointMode::Blocking:
        return tr("Blocking (sync)");
    case CheckpointMode::Async:
        return tr("Asynchronous");
    case CheckpointMode::Sharded:
        return tr("Sharded");
    }
    return {};
}

} // namespace ailab::labs::storage
