#pragma once

#include "labs/common/skeleton/lab_page.h"

class QDoubleSpinBox;
class QPushButton;
class QSpinBox;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::inference {

class InferenceSession;

// The course's worked example as a calculator (section 07.5): the first token after TTFT,
// then n − 1 more at a constant interval; 400 ms, 100 tokens 25 ms apart give 2.875 s. The
// figures come from core/infer/serving_metrics (responseTimeSeconds). A button takes the
// medians of the lab's run as inputs.
class ResponseTimePage : public LabPage
{
    Q_OBJECT
public:
    explicit ResponseTimePage(InferenceSession& session, QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    // Milliseconds, tokens, milliseconds.
    void setInputs(double ttftMs, int tokens, double intervalMs);
    double responseSeconds() const { return m_response; }

    QDoubleSpinBox* ttftBox() const { return m_ttft; }
    QSpinBox* tokensBox() const { return m_tokens; }
    QDoubleSpinBox* intervalBox() const { return m_interval; }
    QPushButton* fromRunButton() const { return m_fromRun; }
    MetricTile* responseTile() const { return m_responseTile; }
    TimeSeriesPanel* chart() const { return m_chart; }

private:
    void recompute();

    InferenceSession& m_session;
    QDoubleSpinBox* m_ttft = nullptr;
    QSpinBox* m_tokens = nullptr;
    QDoubleSpinBox* m_interval = nullptr;
    QPushButton* m_fromRun = nullptr;
    MetricTile* m_responseTile = nullptr;
    MetricTile* m_decodeTile = nullptr;
    TimeSeriesPanel* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    double m_response = 0;
    bool m_updating = false;
};

} // namespace ailab::labs::inference
