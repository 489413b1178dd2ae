#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <algorithm>
#include <cmath>

namespace ailab::labs::scheduler {

// Numbers of the scheduler lab in the learner's language (QLocale).
class SchedFormat
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::scheduler::SchedFormat)
public:
    // A duration of cluster time: "45 s", "12.5 min", "3.2 h".
    static QString duration(double seconds)
    {
        const QLocale l;
        if (seconds < 0)
            return tr("never");
        if (seconds < 90)
            return tr("%1 s").arg(l.toString(seconds, 'f', 0));
        if (seconds < 5400)
            return tr("%1 min").arg(l.toString(seconds / 60, 'f', 1));
        return tr("%1 h").arg(l.toString(seconds / 3600, 'f', 1));
    }
    // Cluster time as a clock, h:mm:ss ("0:00:45", "1:30:00"): one format for a whole
    // timeline, whose entries would otherwise switch from minutes to hours.
    static QString clock(double seconds)
    {
        const long long s = std::llround(std::max(0.0, seconds));
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    }
    static QString number(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }
    static QString percent(double v) { return tr("%1 %").arg(QLocale().toString(v, 'f', 1)); }
};

} // namespace ailab::labs::scheduler
