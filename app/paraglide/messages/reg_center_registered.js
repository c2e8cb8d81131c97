/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_RegisteredInputs */

const en_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Registered!`)
};

const de_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center eingetragen!`)
};

const fr_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center enregistré !`)
};

const es_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡LAN center registrado!`)
};

const pt_br2_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center cadastrado!`)
};

const ja_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを登録しました！`)
};

const ko_reg_center_registered = /** @type {(inputs: Reg_Center_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터가 등록되었습니다!`)
};

/**
* | output |
* | --- |
* | "LAN Center Registered!" |
*
* @param {Reg_Center_RegisteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_registered = /** @type {((inputs?: Reg_Center_RegisteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_RegisteredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_registered(inputs)
	if (locale === "fr") return fr_reg_center_registered(inputs)
	if (locale === "es") return es_reg_center_registered(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_registered(inputs)
	if (locale === "ja") return ja_reg_center_registered(inputs)
	if (locale === "ko") return ko_reg_center_registered(inputs)
	return en_reg_center_registered(inputs)
});