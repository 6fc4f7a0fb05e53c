/// The physical orientation of the device (UIKit's `UIDeviceOrientation`, Apple's raw values).
public enum UIDeviceOrientation: Int {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (not unknown or flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
