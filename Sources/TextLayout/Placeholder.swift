public enum TextLayoutPlaceholder {}
