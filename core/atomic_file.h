#pragma once

#include <fstream>
#include <string>

namespace ailab::core {

// A file that is replaced whole or not at all, for the core's writers (pcap traces): the
// bytes go to a temporary file beside the target, which commit() flushes to the disk and
// renames over the target. rename(2) in one folder is atomic (POSIX), so a crash, a kill
// or a full disk at any moment leaves either the old file or the new one, never half a
// file. Without commit() the destructor removes the temporary file. The Qt code has the
// same guarantee from QSaveFile (labs/common/files/atomic_save.h).
class AtomicFile
{
public:
    // Creates the temporary file; throws Error (path = the target) when it cannot.
    explicit AtomicFile(std::string path);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    std::ostream& stream() { return m_out; }
    const std::string& path() const { return m_path; }

    // Flushes, syncs and renames the temporary file over the target; throws Error naming
    // the target when any step fails (the target is then unchanged).
    void commit();

private:
    void discard() noexcept;

    std::string m_path;
    std::string m_temporary;
    std::ofstream m_out;
    bool m_committed = false;
};

} // namespace ailab::core
