#include "core/atomic_file.h"

#include "core/error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ailab::core {

namespace {

std::string systemError(const char* what)
{
    return std::string(what) + ": " + std::strerror(errno);
}

// The mode the file gets: the target's when it exists (a save keeps its permissions),
// else read and write for the owner, read for the others.
mode_t targetMode(const std::string& path)
{
    struct stat info
    {
    };
    if (::stat(path.c_str(), &info) == 0)
        return info.st_mode & 07777;
    return 0644;
}

} // namespace

AtomicFile::AtomicFile(std::string path)
    : m_path(std::move(path))
{
    std::string pattern = m_path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0)
        throw Error(systemError("could not create a temporary file beside it"), m_path);
    const bool modeSet = ::fchmod(fd, targetMode(m_path)) == 0;
    ::close(fd);
    m_temporary = pattern;
    if (!modeSet) {
        discard();
        throw Error(systemError("could not set the permissions of the file"), m_path);
    }
    m_out.open(m_temporary, std::ios::binary | std::ios::trunc);
    if (!m_out) {
        discard();
        throw Error("could not open the file for writing", m_path);
    }
}

AtomicFile::~AtomicFile()
{
    if (!m_committed)
        discard();
}

void AtomicFile::discard() noexcept
{
    if (m_out.is_open())
        m_out.close();
    if (!m_temporary.empty())
        std::remove(m_temporary.c_str());
}

void AtomicFile::commit()
{
    if (m_committed)
        throw Error("the file was already written", m_path);
    m_out.flush();
    m_out.close();
    if (m_out.fail()) {
        discard();
        throw Error("could not write the file", m_path);
    }
    // The data must be on the disk before the rename makes it the file, or a power cut
    // can leave the new name with no data behind it.
    const int fd = ::open(m_temporary.c_str(), O_RDONLY | O_CLOEXEC);
    const bool synced = fd >= 0 && ::fsync(fd) == 0;
    if (fd >= 0)
        ::close(fd);
    if (!synced) {
        const std::string problem = systemError("could not flush the file to the disk");
        discard();
        throw Error(problem, m_path);
    }
    if (std::rename(m_temporary.c_str(), m_path.c_str()) != 0) {
        const std::string problem = systemError("could not replace the file");
        discard();
        throw Error(problem, m_path);
    }
    m_committed = true;
}

} // namespace ailab::core
