#pragma once

// What every lab's GUI tests need: a LabContext, a lab with its workspace, the saved
// state as text, and a scoped application font.
#include "labs/common/skeleton/lab.h"

#include <QApplication>
#include <QFont>
#include <QJsonDocument>
#include <memory>
#include <spdlog/logger.h>

namespace ailab::tests {

class TestLabContext : public labs::LabContext
{
public:
    std::shared_ptr<spdlog::logger> logger(const QString&) override
    {
        return std::make_shared<spdlog::logger>("test");
    }
    void showStatus(const QString&) override {}
    bool presenterMode() const override { return presenter; }
    bool presenter = false;
};

template <class LabType> struct LabFixture
{
    TestLabContext context;
    LabType lab;
    std::unique_ptr<QWidget> workspace;
    LabFixture() { workspace.reset(lab.createWorkspace(context, nullptr)); }
    ~LabFixture() { workspace.release(); } // the lab deletes its workspace
    LabFixture(const LabFixture&) = delete;
    LabFixture& operator=(const LabFixture&) = delete;
};

inline QString savedText(const labs::Lab& lab)
{
    return QString::fromUtf8(QJsonDocument(lab.saveState()).toJson(QJsonDocument::Compact));
}

// Sets the application font for one scope, then restores it.
class ScopedFontScale
{
public:
    explicit ScopedFontScale(double scale)
        : m_saved(QApplication::font())
    {
        QFont font = m_saved;
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * scale);
        else
            font.setPixelSize(int(font.pixelSize() * scale));
        QApplication::setFont(font);
    }
    ~ScopedFontScale() { QApplication::setFont(m_saved); }
    ScopedFontScale(const ScopedFontScale&) = delete;
    ScopedFontScale& operator=(const ScopedFontScale&) = delete;

private:
    QFont m_saved;
};

} // namespace ailab::tests
