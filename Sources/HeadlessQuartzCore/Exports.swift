/// `import QuartzCore` in sample code: Core Animation is part of the engine's UIKit module, so this module
/// only re-exports it (a module alias can name a module once, and UIKit already names HeadlessUIKit).
@_exported import HeadlessUIKit
