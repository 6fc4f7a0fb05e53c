import HeadlessUIKit

/// A maker line that can still take more attributes (`make.left.right.equalToSuperview()`).
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ extra: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(extra)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
}
