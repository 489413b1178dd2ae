#include "labs/common/widgets/metric_tile.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/gpu_server/panels/roofline_panel.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLocale>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>
#include <qcustomplot.h>

using namespace ailab::labs;
using namespace ailab::labs::gpu_server;

TEST_CASE("Roofline panel: H100 SXM in BF16", "[gui][gpu_server]")
{
    RooflinePanel panel;
    panel.resize(1020, 690);
    panel.show();
    CHECK(panel.gpuCombo()->currentData().toString() == "h100-sxm");
    CHECK(panel.precisionCombo()->currentText() == "BF16");
    CHECK(panel.roof().ridgeIntensity == Approx(989.0 / 3.35));
    CHECK(panel.ridgeTile()->value() == QLocale().toString(295.0, 'f', 0));
    REQUIRE(panel.placements().size() == 4);
    CHECK(panel.placements()[0].computeBound);
    CHECK_FALSE(panel.placements()[2].computeBound);
    CHECK(panel.kernelTable()->rowCount() == 4);
    CHECK(panel.kernelTable()->item(0, 4)->text().startsWith(QLocale().toString(2731.0, 'f', 0)));
    // The roof: three points (start, ridge, end); the kernels: four points; a ridge marker.
    CHECK(panel.chart()->dataCount("roof") == 3);
    CHECK(panel.chart()->dataCount("kernels") == 4);
    CHECK(panel.chart()->annotationCount() == 1);
    CHECK(panel.chart()->plot()->xAxis->scaleType() == QCPAxis::stLogarithmic);
    CHECK(panel.chart()->plot()->yAxis->scaleType() == QCPAxis::stLogarithmic);
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-roofline-h100"));
}

TEST_CASE("Roofline panel: the GPU and precision move the ridge point", "[gui][gpu_server]")
{
    RooflinePanel panel;
    panel.resize(1020, 690);
    panel.gpuCombo()->setCurrentIndex(panel.gpuCombo()->findData("a100-sxm-80"));
    // No FP8 Tensor Cores on the A100.
    CHECK(panel.precisionCombo()->findText("FP8") < 0);
    CHECK(panel.roof().ridgeIntensity == Approx(312.0 / 2.039));
    CHECK(panel.ridgeTile()->value() == QLocale().toString(153.0, 'f', 0));

    panel.gpuCombo()->setCurrentIndex(panel.gpuCombo()->findData("h200-sxm"));
    panel.precisionCombo()->setCurrentIndex(panel.precisionCombo()->findText("FP8"));
    CHECK(panel.roof().ridgeIntensity == Approx(1979.0 / 4.8));
    // FP8 halves the bytes: the add moves 3 B per FLOP.
    CHECK(panel.placements()[3].kernel.intensity() == Approx(1.0 / 3.0));
    panel.show();
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-roofline-h200-fp8"));

    const QJsonObject saved = panel.saveState();
    panel.resetToDefaults();
    CHECK(panel.roof().gpuId == "h100-sxm");
    panel.restoreState(saved);
    CHECK(panel.roof().gpuId == "h200-sxm");
    CHECK(panel.precisionCombo()->currentText() == "FP8");
}

TEST_CASE("Roofline panel fits 1020x690", "[gui][gpu_server]")
{
    RooflinePanel panel;
    CHECK(panel.minimumSizeHint().width() <= 1020);
    CHECK(panel.minimumSizeHint().height() <= 690);
}
