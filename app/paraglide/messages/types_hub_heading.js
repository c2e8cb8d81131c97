/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hub_HeadingInputs */

const en_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Membership and a PC Café to Your LAN Center`)
};

const de_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft und PC-Café für Ihr LAN-Center`)
};

const fr_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez l’adhésion et un PC café à votre centre LAN`)
};

const es_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade membresía y un PC café a tu centro LAN`)
};

const pt_br2_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione assinatura e um PC café ao seu centro LAN`)
};

const ja_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターにメンバーシップとPCカフェを`)
};

const ko_types_hub_heading = /** @type {(inputs: Types_Hub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터에 멤버십과 PC방을 더하세요`)
};

/**
* | output |
* | --- |
* | "Add Membership and a PC Café to Your LAN Center" |
*
* @param {Types_Hub_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hub_heading = /** @type {((inputs?: Types_Hub_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hub_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hub_heading(inputs)
	if (locale === "fr") return fr_types_hub_heading(inputs)
	if (locale === "es") return es_types_hub_heading(inputs)
	if (locale === "pt-BR") return pt_br2_types_hub_heading(inputs)
	if (locale === "ja") return ja_types_hub_heading(inputs)
	if (locale === "ko") return ko_types_hub_heading(inputs)
	return en_types_hub_heading(inputs)
});