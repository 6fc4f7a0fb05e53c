/// `import CoreGraphics` in sample code: Linux has no CoreGraphics; its types (Foundation's CGFloat, CGRect,
/// and the engine's CGContext-free additions such as CGPath and CGImage) come through the engine's UIKit
/// module, which this module re-exports (a module alias can name a module once).
@_exported import HeadlessUIKit
