#pragma once

// One fixture for every incident page (labs/common/incident/incident_lab_page.h): the page on
// a shipped incident file, and the learner's clicks.
#include "core/ops/incident.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/incident/incident_panel_texts.h"

#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QStringList>
#include <QTest>
#include <QTreeWidget>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>
#include <vector>

namespace ailab::tests {

// Every incident file the labs ship, as resources: ":/labs/<lab>/incidents/<name>.json".
inline std::vector<std::string> shippedIncidentResources()
{
    std::vector<std::string> out;
    const QString labs = QStringLiteral(":/labs");
    for (const QString& lab : QDir(labs).entryList(QDir::Dirs, QDir::Name)) {
        const QDir folder(labs + QLatin1Char('/') + lab + QStringLiteral("/incidents"));
        for (const QString& file :
             folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            out.push_back(folder.filePath(file).toStdString());
    }
    return out;
}

// Waits for the walkthrough's runs on the worker thread (a storage or serving run takes a
// few seconds under the sanitizers).
inline void waitIdle(const labs::IncidentPanel& panel)
{
    for (int i = 0; i < 24000 && panel.isBusy(); ++i)
        QTest::qWait(10);
    REQUIRE_FALSE(panel.isBusy());
    REQUIRE(panel.session() != nullptr);
}

inline const core::ops::Figure& figureOf(const core::ops::Outcome& outcome, const std::string& id)
{
    for (const core::ops::Figure& f : outcome.figures)
        if (f.id == id)
            return f;
    FAIL("no figure " << id);
    return outcome.figures.front();
}

struct IncidentFixture
{
    labs::IncidentLabPage page;

    explicit IncidentFixture(const std::string& resource)
        : page(QString::fromStdString(resource))
    {
        page.resize(1000, 580);
        waitIdle(*panel());
    }
    labs::IncidentPanel* panel() const { return page.panel(); }
    const labs::IncidentTexts& texts() const { return page.texts(); }
    const core::ops::IncidentSession& session() const { return *panel()->session(); }

    void record(const std::string& id)
    {
        QComboBox* box = panel()->hypothesisBox();
        box->setCurrentIndex(box->findData(QString::fromStdString(id)));
        REQUIRE(box->currentIndex() >= 0);
        QTest::mouseClick(panel()->recordButton(), Qt::LeftButton);
    }
    void apply(const std::vector<std::string>& ids)
    {
        QListWidget* list = panel()->actionList();
        for (const std::string& id : ids)
            for (int i = 0; i < list->count(); ++i)
                if (list->item(i)->data(Qt::UserRole).toString() == QString::fromStdString(id))
                    list->item(i)->setCheckState(Qt::Checked);
        QTest::mouseClick(panel()->applyButton(), Qt::LeftButton);
        waitIdle(*panel());
    }
    // The effect row of one response.
    QTreeWidgetItem* effectRow(const std::string& id) const
    {
        QTreeWidget* tree = panel()->effectTree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            if (tree->topLevelItem(i)->text(0) == texts().actionText(id))
                return tree->topLevelItem(i);
        return nullptr;
    }
};

} // namespace ailab::tests
