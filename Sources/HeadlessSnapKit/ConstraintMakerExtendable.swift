import HeadlessUIKit

/// A maker line that can still take more attributes (`make.left.right.equalToSuperview()`).
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ extra: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(extra)
        return self
    }

    /// Adds `left` to this line.
    public var left: ConstraintMakerExtendable { adding(.left) }
    /// Adds `top` to this line.
    public var top: ConstraintMakerExtendable { adding(.top) }
    /// Adds `right` to this line.
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// Adds `bottom` to this line.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    /// Adds `leading` to this line.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// Adds `trailing` to this line.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    /// Adds `width` to this line.
    public var width: ConstraintMakerExtendable { adding(.width) }
    /// Adds `height` to this line.
    public var height: ConstraintMakerExtendable { adding(.height) }
    /// Adds `centerX` to this line.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    /// Adds `centerY` to this line.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    /// Adds `edges` to this line.
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Adds `size` to this line.
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Adds `center` to this line.
    public var center: ConstraintMakerExtendable { adding(.center) }
}
