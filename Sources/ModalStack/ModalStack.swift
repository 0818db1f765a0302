#if canImport(UIKit)
// Apps write `import ModalStack` only: the core's routes, router and deep links come with it.
@_exported import ModalStackCore
#endif
