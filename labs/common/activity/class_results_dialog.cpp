#include "labs/common/activity/class_results_dialog.h"

#include "core/error.h"
#include "labs/common/activity/assessment_files.h"
#include "labs/common/charts/chart_export.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/wrapped_label.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs {

namespace cls = core::classroom;

namespace {

QString endText(cls::AssessmentEnd end)
{
    switch (end) {
    case cls::AssessmentEnd::InProgress:
        return ClassResultsDialog::tr("not handed in");
    case cls::AssessmentEnd::TimeUp:
        return ClassResultsDialog::tr("time up");
    case cls::AssessmentEnd::HandedIn:
        break;
    }
    return ClassResultsDialog::tr("handed in");
}

// A task's column title: its id, with the activity's when the folder holds several activities.
QString taskTitle(const cls::TaskSummary& task, bool severalActivities)
{
    const QString id = QString::fromStdString(task.task);
    return severalActivities ? QString::fromStdString(task.activity) + QLatin1Char('/') + id : id;
}

} // namespace

ClassResultsDialog::ClassResultsDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("classResults"));
    setWindowTitle(tr("Class results"));
    auto* layout = new QVBoxLayout(this);
    m_heading = wrappedLabel(this, Qt::PlainText);
    m_heading->setObjectName(QStringLiteral("classHeading"));
    m_heading->setText(tr("Open the folder where your learners' result files (.csv) are."));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("classTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(false);
    m_table->verticalHeader()->setVisible(false);
    m_refused = wrappedLabel(this, Qt::PlainText);
    m_refused->setObjectName(QStringLiteral("refusedFiles"));
    m_refused->setVisible(false);
    layout->addWidget(m_heading);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_refused);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* open = buttons->addButton(tr("Open folder..."), QDialogButtonBox::ActionRole);
    auto* save = buttons->addButton(tr("Save table as CSV..."), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveClassCsv"));
    connect(open, &QPushButton::clicked, this, &ClassResultsDialog::chooseFolder);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save the class table"),
            QDir(m_folder.isEmpty() ? QStandardPaths::writableLocation(
                                          QStandardPaths::DocumentsLocation)
                                    : m_folder)
                .filePath(QStringLiteral("class-results.csv")),
            tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !saveCsv(path, &error))
            m_heading->setText(error);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 110, fontMetrics().height() * 30);
}

void ClassResultsDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Open a folder of result files"),
        m_folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                           : m_folder);
    if (!folder.isEmpty())
        openFolder(folder);
}

bool ClassResultsDialog::openFolder(const QString& folder)
{
    try {
        m_results = cls::readClassFolder(QDir::toNativeSeparators(folder).toStdString());
    } catch (const core::Error& e) {
        m_heading->setText(tr("The folder was not read: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    m_folder = folder;
    fill();
    return true;
}

void ClassResultsDialog::fill()
{
    const std::vector<cls::AssessmentResult>& results = m_results.results;
    const std::vector<cls::TaskSummary>& tasks = m_results.tasks;
    bool several = false;
    for (const cls::AssessmentResult& r : results)
        several = several || r.activity != results.front().activity;

    m_heading->setText(tr("%n result(s) in %1.", "", int(results.size()))
                           .arg(QDir::toNativeSeparators(m_folder)));
    QStringList titles = {tr("Learner"),      tr("Activity"),  tr("Points"),
                          tr("Tasks solved"), tr("Time used"), tr("Ended")};
    for (const cls::TaskSummary& task : tasks)
        titles << taskTitle(task, several);
    m_table->clear();
    m_table->setColumnCount(int(titles.size()));
    m_table->setHorizontalHeaderLabels(titles);
    m_table->setRowCount(int(results.size()) + (results.empty() ? 0 : 1));
    const auto set = [this](int row, int column, const QString& text) {
        m_table->setItem(row, column, new QTableWidgetItem(text));
    };
    for (int row = 0; row < int(results.size()); ++row) {
        const cls::AssessmentResult& r = results[std::size_t(row)];
        set(row, 0, QString::fromStdString(r.learner));
        set(row, 1, QString::fromStdString(r.activity));
        set(row, 2, tr("%1 of %2").arg(r.earned()).arg(r.possible()));
        set(row, 3, tr("%1 of %2").arg(r.solved()).arg(r.tasks.size()));
        set(row, 4, AssessmentFiles::minutesSeconds(r.secondsUsed));
        set(row, 5, endText(r.end));
        for (int c = 0; c < int(tasks.size()); ++c) {
            const cls::TaskSummary& task = tasks[std::size_t(c)];
            if (task.activity != r.activity)
                continue;
            for (const cls::TaskResult& t : r.tasks) {
                if (t.task != task.task)
                    continue;
                // A sign and a word: the state is never told by colour alone.
                set(row, 6 + c,
                    !t.answered ? tr("– not answered")
                    : t.passed  ? tr("✔ %1 points").arg(t.earned())
                                : tr("✘ 0 points"));
                m_table->item(row, 6 + c)->setToolTip(QString::fromStdString(t.answer));
            }
        }
    }
    if (!results.empty()) {
        const int last = int(results.size());
        set(last, 0, tr("Solved by"));
        for (int c = 0; c < int(tasks.size()); ++c) {
            const cls::TaskSummary& task = tasks[std::size_t(c)];
            set(last, 6 + c, tr("%1 of %2").arg(task.passed).arg(task.results));
        }
        for (int c = 0; c < m_table->columnCount(); ++c) {
            if (QTableWidgetItem* item = m_table->item(last, c)) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
        }
    }
    fitColumnsToContents(m_table);

    QStringList refused;
    for (const cls::RefusedFile& file : m_results.refused)
        refused << tr("%1 was not read: %2")
                       .arg(QString::fromStdString(file.file), QString::fromStdString(file.reason));
    m_refused->setText(refused.join(QLatin1Char('\n')));
    m_refused->setVisible(!refused.isEmpty());
}

QByteArray ClassResultsDialog::csv() const
{
    // The learners' names come from files anyone could write: a spreadsheet must not take
    // one for a formula (CSV injection), as core's result writer does for its own files.
    const auto neutral = [](const QString& text) {
        return !text.isEmpty() && QStringLiteral("=+-@").contains(text.front())
                   ? QLatin1Char('\'') + text
                   : text;
    };
    QStringList header;
    for (int c = 0; c < m_table->columnCount(); ++c)
        header << m_table->horizontalHeaderItem(c)->text();
    QList<QStringList> rows;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m_table->columnCount(); ++c)
            row << neutral(m_table->item(r, c) != nullptr ? m_table->item(r, c)->text()
                                                          : QString());
        rows << row;
    }
    return chart_export::toCsv(header, rows).toUtf8();
}

bool ClassResultsDialog::saveCsv(const QString& path, QString* error) const
{
    return atomic_save::saveBytes(path, csv(), error);
}

} // namespace ailab::labs
