// Apps write `import ModalStack` only: the core's routes, router and deep links come with it, on
// every platform the package supports (on macOS, the core alone; the SwiftUI/UIKit layer is iOS).
@_exported import ModalStackCore
