# The memory hierarchy, roofline and cluster builder panels of the GPU server lab and their
# views, added to lab_gpu_server (labs/gpu_server/CMakeLists.txt includes this file).
target_sources(lab_gpu_server PRIVATE
    panels/memory_panel.h panels/memory_panel.cpp
    panels/roofline_panel.h panels/roofline_panel.cpp
    panels/cluster_panel.h panels/cluster_panel.cpp
    views/memory_texts.h views/memory_texts.cpp
    views/roofline_texts.h views/roofline_texts.cpp
    views/cluster_texts.h views/cluster_texts.cpp
    views/cluster_topology.h views/cluster_topology.cpp)
