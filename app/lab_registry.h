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

// A lab as the shell knows it before it is opened: what it lists (the lab class's static
// describe(), cheap: texts and an icon) and how to build it.
struct LabEntry
{
    std::function<labs::LabInfo()> describe;
    LabFactory make;
};

// The labs this program ships, in the order labs/CMakeLists.txt adds them: one explicit list,
// generated at configure time from it (no static self-registration).
std::vector<LabEntry> builtInLabs();
// Their factories alone, in the same order, for tests that build every lab.
std::vector<LabFactory> builtInLabFactories();
// Their ids, in the same order, known without making a lab (so without a QApplication).
QStringList builtInLabIds();

// The labs of the program, ordered by LabInfo::order. Nothing of a lab is built, loaded or
// parsed until it is first asked for by id (find): the home page and the lab list read the
// labs' static descriptions, so start-up does not grow with the number of labs (a lab's
// session loads its first preset and builds its model when the lab is made). Once made, a
// lab lives as long as the registry.
class LabRegistry
{
public:
    explicit LabRegistry(std::vector<LabEntry> entries);
    ~LabRegistry();
    LabRegistry(const LabRegistry&) = delete;
    LabRegistry& operator=(const LabRegistry&) = delete;

    // Every lab's description, in order; translated anew on each call.
    std::vector<labs::LabInfo> infos() const;
    QStringList ids() const;
    // The lab with this id, built on first use; nullptr for an unknown id or a lab whose
    // factory gave none.
    labs::Lab* find(const QString& id) const;
    // The lab if it was built already, else nullptr; builds nothing.
    labs::Lab* built(const QString& id) const;
    int builtCount() const;

    // The lab's own icon, else the shipped ":/icons/labs/<id>.svg".
    static QIcon icon(const labs::LabInfo& info);

private:
    struct Slot
    {
        QString id;
        LabEntry entry;
        std::unique_ptr<labs::Lab> lab; // null until first asked for
    };
    const Slot* slot(const QString& id) const;

    // find() is logically const: it shows the lab that was always there.
    mutable std::vector<Slot> m_slots;
};

} // namespace ailab::app
