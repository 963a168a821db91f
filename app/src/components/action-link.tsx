import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';

/** A link styled as the view's one primary action. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.control.height.md};
  padding: 0 ${theme.control.paddingX};
  border-radius: ${theme.radius.button};
  background: ${theme.color.action.primary.bg};
  color: ${theme.color.action.primary.text};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover {
    background: ${theme.color.action.primary.hover};
  }
`;
