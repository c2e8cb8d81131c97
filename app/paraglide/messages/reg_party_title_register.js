/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Title_RegisterInputs */

const en_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register LAN Party`)
};

const de_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party eintragen`)
};

const fr_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer une LAN party`)
};

const es_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar LAN party`)
};

const pt_br2_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar LAN party`)
};

const ja_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを登録`)
};

const ko_reg_party_title_register = /** @type {(inputs: Reg_Party_Title_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 등록`)
};

/**
* | output |
* | --- |
* | "Register LAN Party" |
*
* @param {Reg_Party_Title_RegisterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_title_register = /** @type {((inputs?: Reg_Party_Title_RegisterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Title_RegisterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_title_register(inputs)
	if (locale === "fr") return fr_reg_party_title_register(inputs)
	if (locale === "es") return es_reg_party_title_register(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_title_register(inputs)
	if (locale === "ja") return ja_reg_party_title_register(inputs)
	if (locale === "ko") return ko_reg_party_title_register(inputs)
	return en_reg_party_title_register(inputs)
});