#include "CEaselDrawMethods.h"

// The Swift runtime's vtable lookup (exported by libswiftCore): the implementation
// `metadata`'s vtable holds for the method `method` of the class `description`.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// The symbols the Swift compiler gives the class descriptors (`Mn`) of `View` and
// `Layer` and the method descriptors (`Tq`) of their draw methods; renaming a method
// or changing its signature fails the link here. (These are Linux's names: Foundation
// defines `CGRect` there.)
extern const char viewDescriptor[] __asm__("$s5Easel4ViewCMn");
extern const char viewDrawLayer[] __asm__("$s5Easel4ViewC4draw_2inyAA5LayerC_0A8Graphics0F7ContextCtFTq");
extern const char viewDrawContext[]
    __asm__("$s5Easel4ViewC4draw7context4recty0A8Graphics0F7ContextC_10Foundation6CGRectVtFTq");
extern const char viewDrawRect[] __asm__("$s5Easel4ViewC4drawyy10Foundation6CGRectVFTq");
extern const char viewDisplayLayer[] __asm__("$s5Easel4ViewC7displayyyAA5LayerCFTq");
extern const char layerDescriptor[] __asm__("$s5Easel5LayerCMn");
extern const char layerDrawInContext[] __asm__("$s5Easel5LayerC4draw2iny0A8Graphics0E7ContextC_tFTq");

const void *EaselDrawMethodImplementation(const void *classMetadata, EaselDrawMethod method) {
    switch (method) {
    case EaselDrawMethodViewDrawLayer:
        return swift_lookUpClassMethod(classMetadata, viewDrawLayer, viewDescriptor);
    case EaselDrawMethodViewDrawContext:
        return swift_lookUpClassMethod(classMetadata, viewDrawContext, viewDescriptor);
    case EaselDrawMethodViewDrawRect:
        return swift_lookUpClassMethod(classMetadata, viewDrawRect, viewDescriptor);
    case EaselDrawMethodLayerDrawInContext:
        return swift_lookUpClassMethod(classMetadata, layerDrawInContext, layerDescriptor);
    case EaselDrawMethodViewDisplayLayer:
        return swift_lookUpClassMethod(classMetadata, viewDisplayLayer, viewDescriptor);
    }
    return 0;
}
