/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Kind_PartyInputs */

const en_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const de_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party`)
};

const fr_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const es_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const pt_br2_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const ja_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN パーティー`)
};

const ko_mail_kind_party = /** @type {(inputs: Mail_Kind_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN party" |
*
* @param {Mail_Kind_PartyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_kind_party = /** @type {((inputs?: Mail_Kind_PartyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Kind_PartyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_kind_party(inputs)
	if (locale === "fr") return fr_mail_kind_party(inputs)
	if (locale === "es") return es_mail_kind_party(inputs)
	if (locale === "pt-BR") return pt_br2_mail_kind_party(inputs)
	if (locale === "ja") return ja_mail_kind_party(inputs)
	if (locale === "ko") return ko_mail_kind_party(inputs)
	return en_mail_kind_party(inputs)
});