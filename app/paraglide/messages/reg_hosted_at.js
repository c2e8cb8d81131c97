/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Hosted_AtInputs */

const en_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hosted at a verified LAN center (optional)`)
};

const de_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In einem verifizierten LAN-Center (optional)`)
};

const fr_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisée dans un LAN center vérifié (facultatif)`)
};

const es_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En un LAN center verificado (opcional)`)
};

const pt_br2_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em um LAN center verificado (opcional)`)
};

const ja_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開催する確認済みLANセンター（任意）`)
};

const ko_reg_hosted_at = /** @type {(inputs: Reg_Hosted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증된 LAN 센터에서 개최 (선택)`)
};

/**
* | output |
* | --- |
* | "Hosted at a verified LAN center (optional)" |
*
* @param {Reg_Hosted_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_hosted_at = /** @type {((inputs?: Reg_Hosted_AtInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Hosted_AtInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_hosted_at(inputs)
	if (locale === "fr") return fr_reg_hosted_at(inputs)
	if (locale === "es") return es_reg_hosted_at(inputs)
	if (locale === "pt-BR") return pt_br2_reg_hosted_at(inputs)
	if (locale === "ja") return ja_reg_hosted_at(inputs)
	if (locale === "ko") return ko_reg_hosted_at(inputs)
	return en_reg_hosted_at(inputs)
});