/// The one rule for showing a content configuration in a cell or header: the same kind of
/// configuration updates the view already there (UIKit reuses it), another kind replaces it, nil
/// removes it; the view fills the content view.
enum ContentConfigurationHost {
    static func install(
        _ configuration: UIContentConfiguration?, in contentView: UIView,
        replacing current: inout (UIView & UIContentView)?
    ) {
        guard let configuration = configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        current = view
    }
}
