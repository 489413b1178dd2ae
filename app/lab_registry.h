#pragma once

#include <QIcon>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

namespace ailab::labs {
class Lab;
struct LabInfo;
} // namespace ailab::labs

namespace ailab::app {

using LabFactory = std::function<std::unique_ptr<labs::Lab>()>;

// The labs this program ships, in the order labs/CMakeLists.txt adds them: one explicit list,
// generated at configure time from it (no static self-registration).
std::vector<LabFactory> builtInLabFactories();
// Their ids, in the same order, known without making a lab (so without a QApplication).
QStringList builtInLabIds();

// Owns one instance of every lab, ordered by LabInfo::order. A lab is cheap until its
// workspace is created, so all of them are built at start.
class LabRegistry
{
public:
    explicit LabRegistry(const std::vector<LabFactory>& factories);
    ~LabRegistry();
    LabRegistry(const LabRegistry&) = delete;
    LabRegistry& operator=(const LabRegistry&) = delete;

    const std::vector<labs::Lab*>& labs() const { return m_view; }
    labs::Lab* find(const QString& id) const;
    QStringList ids() const;

    // The lab's own icon, else the shipped ":/icons/labs/<id>.svg".
    static QIcon icon(const labs::LabInfo& info);

private:
    std::vector<std::unique_ptr<labs::Lab>> m_labs;
    std::vector<labs::Lab*> m_view;
};

} // namespace ailab::app
