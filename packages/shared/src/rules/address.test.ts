import { describe, expect, it } from 'vitest';
import { addressLines, addressText, phoneText } from './address';

const home = {
  receiver_name: 'Nur Aisyah',
  address: '1 Orchard Road',
  floor_unit: '#12-34',
  postcode: '238801',
  phone_code: '65',
  contact_no: '91234567',
};

describe('addressText', () => {
  it('writes the address as one line, as an order keeps it', () => {
    expect(addressText(home)).toBe('Nur Aisyah, 1 Orchard Road, #12-34, 238801, +65 91234567');
  });

  it('leaves out a missing floor and unit', () => {
    expect(addressText({ ...home, floor_unit: null })).toBe(
      'Nur Aisyah, 1 Orchard Road, 238801, +65 91234567',
    );
    expect(addressText({ ...home, floor_unit: '' })).toBe('Nur Aisyah, 1 Orchard Road, 238801, +65 91234567');
  });
});

describe('addressLines', () => {
  it('lists what goes under the receiver, one part a line', () => {
    expect(addressLines(home)).toEqual(['1 Orchard Road', '#12-34', '238801', '+65 91234567']);
    expect(addressLines({ ...home, floor_unit: null })).toEqual(['1 Orchard Road', '238801', '+65 91234567']);
  });
});

describe('phoneText', () => {
  it('puts the dialling code first', () => {
    expect(phoneText('60', '123456789')).toBe('+60 123456789');
  });
});
