#include "labs/operations/views/security_texts.h"

namespace ailab::labs::operations {

namespace sec = core::security;

namespace {

// The sources of core/security/gpu_isolation.cpp, for lupdate.
[[maybe_unused]] const char* const kSources[] = {
    QT_TRANSLATE_NOOP("ailab::core::security",
                      "NVIDIA Multi-Instance GPU User Guide, \"Introduction\" (each GPU instance "
                      "has its own streaming multiprocessors and its own paths through the memory "
                      "system: crossbar ports, L2 cache banks, memory controllers, DRAM)"),
    QT_TRANSLATE_NOOP("ailab::core::security",
                      "NVIDIA, \"Multi-Instance GPU\" (each instance has dedicated compute, "
                      "memory and cache, with guaranteed quality of service and fault isolation)"),
    QT_TRANSLATE_NOOP("ailab::core::security",
                      "NVIDIA GPU Operator, \"Time-Slicing GPUs in Kubernetes\" (unlike MIG, there "
                      "is no memory or fault isolation between replicas; workloads interleave on "
                      "the GPU)"),
    QT_TRANSLATE_NOOP("ailab::core::security",
                      "AI Infrastructure Explained, section 08.3 (a dedicated allocation assigns "
                      "whole accelerators; the host, its network interfaces and storage remain "
                      "shared)"),
};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString arg(const sec::CheckResult& r, std::size_t i)
{
    return i < r.args.size() ? qs(r.args[i]) : QString();
}

} // namespace

QString SecurityTexts::checkName(sec::CheckId check)
{
    switch (check) {
    case sec::CheckId::Identity:
        return tr("Identity");
    case sec::CheckId::Role:
        return tr("Role");
    case sec::CheckId::Admission:
        return tr("Admission");
    case sec::CheckId::Network:
        return tr("Network");
    case sec::CheckId::Resource:
        break;
    }
    return tr("Resource");
}

QString SecurityTexts::checkQuestion(sec::CheckId check)
{
    switch (check) {
    case sec::CheckId::Identity:
        return tr("Identity policy: is the caller who it claims to be?");
    case sec::CheckId::Role:
        return tr("Identity policy: may a role of the caller do this?");
    case sec::CheckId::Admission:
        return tr("Workload policy: may this workload run?");
    case sec::CheckId::Network:
        return tr("Network controls: may traffic flow between these segments?");
    case sec::CheckId::Resource:
        break;
    }
    return tr("AI resource: does the resource itself grant this access?");
}

QString SecurityTexts::outcome(sec::Outcome outcome)
{
    switch (outcome) {
    case sec::Outcome::Allowed:
        return tr("Allowed");
    case sec::Outcome::Denied:
        return tr("Denied");
    case sec::Outcome::NotApplicable:
        break;
    }
    return tr("Not applicable");
}

QString SecurityTexts::segmentName(sec::Segment segment)
{
    switch (segment) {
    case sec::Segment::GpuFabric:
        return tr("GPU fabric");
    case sec::Segment::Storage:
        return tr("Storage network");
    case sec::Segment::Management:
        return tr("Management network");
    case sec::Segment::Application:
        break;
    }
    return tr("Application and API network");
}

QString SecurityTexts::accessName(sec::Access access)
{
    switch (access) {
    case sec::Access::Read:
        return tr("read");
    case sec::Access::Write:
        return tr("write");
    case sec::Access::Invoke:
        return tr("invoke");
    case sec::Access::Manage:
        break;
    }
    return tr("manage");
}

QString SecurityTexts::permissionName(const std::string& permission)
{
    if (permission == "dataset:read")
        return tr("Dataset: read");
    if (permission == "dataset:write")
        return tr("Dataset: write");
    if (permission == "checkpoints:read")
        return tr("Checkpoints: read");
    if (permission == "checkpoints:write")
        return tr("Checkpoints: write");
    if (permission == "model:invoke")
        return tr("Model: invoke");
    if (permission == "model:read")
        return tr("Model: read the weights");
    if (permission == "bmc:manage")
        return tr("BMC: manage");
    return qs(permission);
}

QString SecurityTexts::ruleName(sec::AdmissionRule rule)
{
    switch (rule) {
    case sec::AdmissionRule::TrustedRegistry:
        return tr("Images from trusted registries only");
    case sec::AdmissionRule::SignedImage:
        return tr("Signed images only");
    case sec::AdmissionRule::NoPrivileged:
        return tr("No privileged containers");
    case sec::AdmissionRule::TenantNamespace:
        break;
    }
    return tr("Workloads only in their tenant's namespace");
}

QString SecurityTexts::reason(const sec::CheckResult& r)
{
    const std::string& id = r.reason;
    if (id == "authenticated")
        return tr("'%1' is known, enabled and presents a valid credential.").arg(arg(r, 0));
    if (id == "authenticated-mfa")
        return tr("'%1' presents a valid credential and the second factor its role '%2' asks "
                  "for.")
            .arg(arg(r, 0), arg(r, 1));
    if (id == "unknown-identity")
        return tr("'%1' is not an identity of the policy.").arg(arg(r, 0));
    if (id == "identity-disabled")
        return tr("The identity '%1' is disabled.").arg(arg(r, 0));
    if (id == "credential-expired")
        return tr("The credential of '%1' has expired.").arg(arg(r, 0));
    if (id == "credential-missing")
        return tr("'%1' presents no credential.").arg(arg(r, 0));
    if (id == "mfa-required")
        return tr("The role '%2' of '%1' asks for a second factor, and none was given.")
            .arg(arg(r, 0), arg(r, 1));
    if (id == "role-permits")
        return tr("The role '%1' holds the permission \"%2\".")
            .arg(arg(r, 0), permissionName(r.args.size() > 1 ? r.args[1] : std::string()));
    if (id == "no-role-permits")
        return tr("No role of '%1' holds the permission \"%2\".")
            .arg(arg(r, 0), permissionName(r.args.size() > 1 ? r.args[1] : std::string()));
    if (id == "not-a-workload")
        return tr("'%1' runs no workload, so no admission rule applies.").arg(arg(r, 0));
    if (id == "admitted")
        return tr("The image '%1' passes every admission rule enabled (%2 of 4).")
            .arg(arg(r, 0), arg(r, 1));
    if (id == "untrusted-registry")
        return tr("The image '%1' comes from the registry '%2', which is not trusted.")
            .arg(arg(r, 0), arg(r, 1));
    if (id == "unsigned-image")
        return tr("The image '%1' has no valid signature.").arg(arg(r, 0));
    if (id == "privileged")
        return tr("The image '%1' asks to run privileged, with the host's devices.").arg(arg(r, 0));
    if (id == "foreign-namespace")
        return tr("The workload runs in the namespace '%1', not in its tenant's '%2'.")
            .arg(arg(r, 0), arg(r, 1));
    if (id == "flow-allowed" || id == "flow-not-allowed") {
        const auto from = sec::segmentFromId(r.args.empty() ? std::string() : r.args[0]);
        const auto to = sec::segmentFromId(r.args.size() > 1 ? r.args[1] : std::string());
        const QString a = from ? segmentName(*from) : arg(r, 0);
        const QString b = to ? segmentName(*to) : arg(r, 1);
        return id == "flow-allowed" ? tr("The flow from the %1 to the %2 is allowed.").arg(a, b)
                                    : tr("No flow from the %1 to the %2 is allowed.").arg(a, b);
    }
    if (id == "granted" || id == "not-granted") {
        const auto access = sec::accessFromId(r.args.size() > 1 ? r.args[1] : std::string());
        const QString how = access ? accessName(*access) : arg(r, 1);
        return id == "granted"
                   ? tr("'%3' grants '%1' the access \"%2\".").arg(arg(r, 0), how, arg(r, 2))
                   : tr("'%3' does not grant '%1' the access \"%2\".").arg(arg(r, 0), how, arg(r, 2));
    }
    if (id == "unknown-resource")
        return tr("'%1' is not a resource of the policy.").arg(arg(r, 0));
    return qs(id);
}

QString SecurityTexts::layerName(const sec::DefenceLayer& layer)
{
    const std::string& id = layer.id;
    if (id == "identity-access")
        return tr("1. Identity and access");
    if (id == "workload-security")
        return tr("2. Workload security");
    if (id == "network-security")
        return tr("3. Network security");
    if (id == "data-model-security")
        return tr("4. Data and model security");
    return tr("5. Infrastructure security");
}

QString SecurityTexts::controlName(const std::string& c)
{
    if (c == "authentication")
        return tr("Authentication");
    if (c == "rbac")
        return tr("Role-based access control");
    if (c == "workload-identities")
        return tr("Workload identities");
    if (c == "service-credentials")
        return tr("Service credentials");
    if (c == "least-privilege")
        return tr("Least privilege");
    if (c == "container-isolation")
        return tr("Container isolation");
    if (c == "image-integrity")
        return tr("Image integrity");
    if (c == "runtime-controls")
        return tr("Runtime controls");
    if (c == "admission-policies")
        return tr("Admission policies");
    if (c == "segmentation")
        return tr("Segmentation");
    if (c == "network-policy")
        return tr("Network policy");
    if (c == "traffic-filtering")
        return tr("Traffic filtering");
    if (c == "encryption")
        return tr("Encryption");
    if (c == "monitoring")
        return tr("Monitoring");
    if (c == "dataset-authorization")
        return tr("Dataset authorisation");
    if (c == "encryption-at-rest")
        return tr("Encryption at rest");
    if (c == "artifact-integrity")
        return tr("Artifact integrity");
    if (c == "checkpoint-protection")
        return tr("Checkpoint protection");
    if (c == "firmware-updates")
        return tr("Firmware updates");
    if (c == "secure-boot")
        return tr("Secure boot");
    if (c == "hardware-management")
        return tr("Hardware management");
    if (c == "physical-access")
        return tr("Physical access");
    if (c == "supply-chain")
        return tr("Supply-chain assurance");
    return qs(c);
}

QString SecurityTexts::sharingName(sec::GpuSharing sharing)
{
    switch (sharing) {
    case sec::GpuSharing::Dedicated:
        return tr("Dedicated GPU");
    case sec::GpuSharing::MigSlice:
        return tr("MIG slice");
    case sec::GpuSharing::TimeSlicing:
        break;
    }
    return tr("Time-slicing");
}

QString SecurityTexts::aspectName(sec::IsolationAspect aspect)
{
    switch (aspect) {
    case sec::IsolationAspect::Memory:
        return tr("Memory");
    case sec::IsolationAspect::Compute:
        return tr("Compute");
    case sec::IsolationAspect::Faults:
        return tr("Faults");
    case sec::IsolationAspect::Interference:
        break;
    }
    return tr("Performance interference");
}

QString SecurityTexts::levelName(sec::IsolationLevel level)
{
    switch (level) {
    case sec::IsolationLevel::Isolated:
        return tr("Isolated");
    case sec::IsolationLevel::Partial:
        return tr("Partly");
    case sec::IsolationLevel::NotIsolated:
        break;
    }
    return tr("Not isolated");
}

QString SecurityTexts::sourceText(const std::string& english)
{
    return QCoreApplication::translate("ailab::core::security", english.c_str());
}

} // namespace ailab::labs::operations
