/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_DescriptionInputs */

const en_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your LAN center or your LAN party with the LAN Center Network.`)
};

const de_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie Ihr LAN-Center oder Ihre LAN-Party beim LAN Center Network.`)
};

const fr_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez votre centre LAN ou votre LAN party sur LAN Center Network.`)
};

const es_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu centro LAN o tu LAN party en LAN Center Network.`)
};

const pt_br2_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre seu centro LAN ou sua LAN party na LAN Center Network.`)
};

const ja_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターやLANパーティーをLAN Center Networkに登録しましょう。`)
};

const ko_landing_reg_description = /** @type {(inputs: Landing_Reg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터나 LAN 파티를 LAN Center Network에 등록하세요.`)
};

/**
* | output |
* | --- |
* | "Register your LAN center or your LAN party with the LAN Center Network." |
*
* @param {Landing_Reg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_description = /** @type {((inputs?: Landing_Reg_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_description(inputs)
	if (locale === "fr") return fr_landing_reg_description(inputs)
	if (locale === "es") return es_landing_reg_description(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_description(inputs)
	if (locale === "ja") return ja_landing_reg_description(inputs)
	if (locale === "ko") return ko_landing_reg_description(inputs)
	return en_landing_reg_description(inputs)
});