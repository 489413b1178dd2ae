#include "labs/inference/views/serving_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace ailab::labs::inference::serving_format {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString count(long long value)
{
    return QLocale().toString(value);
}

QString duration(double seconds)
{
    if (std::abs(seconds) < 1.0)
        return milliseconds(seconds, std::abs(seconds) < 0.1 ? 1 : 0);
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 s")
        .arg(number(seconds, std::abs(seconds) < 10.0 ? 2 : 1));
}

QString milliseconds(double seconds, int decimals)
{
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 ms").arg(number(seconds * 1e3, decimals));
}

QString tokensPerSecond(double value)
{
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 tok/s").arg(number(value, value < 100 ? 1 : 0));
}

QString percent(double share)
{
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 %").arg(number(share * 100.0, 0));
}

QString bytes(double value)
{
    if (value < 1e6)
        return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 KiB").arg(number(value / 1024.0, 0));
    if (value < 1e9)
        return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 MB").arg(number(value / 1e6, 1));
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "%1 GB").arg(number(value / 1e9, 2));
}

QString requestName(int request)
{
    return QCoreApplication::translate("ailab::labs::inference::serving_format", "request %1").arg(request + 1);
}

} // namespace ailab::labs::inference::serving_format
