#pragma once

#include <QWidget>
#include <string>
#include <vector>

class QComboBox;

namespace ailab::core::telemetry {
class TimeSeries;
}

namespace ailab::labs {
class TimeSeriesPanel;
}

namespace ailab::labs::roce {

class RoceSession;

// The live charts of the congestion simulator, fed from the session's telemetry: the
// bottleneck's egress queue against Kmin, Kmax and XOFF (and the buffer once the queue
// leaves the marking band), and every sender's rate (DCQCN sending rate or goodput) with
// the innocent flow's goodput drawn apart. Each frame appends only the new samples.
class CongestionCharts : public QWidget
{
    Q_OBJECT
public:
    enum class RateView { SendingRate, Goodput };

    explicit CongestionCharts(RoceSession& session, QWidget* parent = nullptr);

    // After the session rebuilt its run: the series and thresholds of the new run.
    void rebuild();
    // Appends what the telemetry has gained since the last call.
    void update();

    void setRateView(RateView view);
    RateView rateView() const;

    TimeSeriesPanel* queueChart() const { return m_queue; }
    TimeSeriesPanel* rateChart() const { return m_rates; }
    QComboBox* rateViewBox() const { return m_rateView; }
    bool bufferLineShown() const { return m_bufferShown; }

private:
    struct Feed
    {
        std::string name; // of the telemetry series
        const core::telemetry::TimeSeries* source = nullptr;
        TimeSeriesPanel* panel = nullptr;
        int index = 0;         // series index in the panel
        std::size_t taken = 0; // samples already appended
        double scale = 1.0;    // unit of the panel / unit of the telemetry
    };
    void addThresholds();

    RoceSession& m_session;
    TimeSeriesPanel* m_queue = nullptr;
    TimeSeriesPanel* m_rates = nullptr;
    QComboBox* m_rateView = nullptr;
    std::vector<Feed> m_feeds;
    bool m_bufferShown = false;
};

} // namespace ailab::labs::roce
