/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_RegisteredInputs */

const en_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Party Registered!`)
};

const de_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party eingetragen!`)
};

const fr_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party enregistrée !`)
};

const es_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡LAN party registrada!`)
};

const pt_br2_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party cadastrada!`)
};

const ja_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを登録しました！`)
};

const ko_reg_party_registered = /** @type {(inputs: Reg_Party_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티가 등록되었습니다!`)
};

/**
* | output |
* | --- |
* | "LAN Party Registered!" |
*
* @param {Reg_Party_RegisteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_registered = /** @type {((inputs?: Reg_Party_RegisteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_RegisteredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_registered(inputs)
	if (locale === "fr") return fr_reg_party_registered(inputs)
	if (locale === "es") return es_reg_party_registered(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_registered(inputs)
	if (locale === "ja") return ja_reg_party_registered(inputs)
	if (locale === "ko") return ko_reg_party_registered(inputs)
	return en_reg_party_registered(inputs)
});