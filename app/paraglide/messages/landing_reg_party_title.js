/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Party_TitleInputs */

const en_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register LAN Party`)
};

const de_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party registrieren`)
};

const fr_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire une LAN party`)
};

const es_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar LAN party`)
};

const pt_br2_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar LAN party`)
};

const ja_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを登録`)
};

const ko_landing_reg_party_title = /** @type {(inputs: Landing_Reg_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 등록`)
};

/**
* | output |
* | --- |
* | "Register LAN Party" |
*
* @param {Landing_Reg_Party_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_party_title = /** @type {((inputs?: Landing_Reg_Party_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Party_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_party_title(inputs)
	if (locale === "fr") return fr_landing_reg_party_title(inputs)
	if (locale === "es") return es_landing_reg_party_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_party_title(inputs)
	if (locale === "ja") return ja_landing_reg_party_title(inputs)
	if (locale === "ko") return ko_landing_reg_party_title(inputs)
	return en_landing_reg_party_title(inputs)
});