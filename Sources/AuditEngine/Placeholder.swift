public enum AuditEnginePlaceholder {}
