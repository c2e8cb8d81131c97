/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why5_TextInputs */

const en_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every center is reviewed before it appears on the map, so gamers can rely on it.`)
};

const de_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Center wird geprüft, bevor es auf der Karte erscheint, damit sich Gamer darauf verlassen können.`)
};

const fr_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque centre est vérifié avant d’apparaître sur la carte, pour que les gamers puissent s’y fier.`)
};

const es_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada centro se revisa antes de aparecer en el mapa, para que los gamers puedan confiar en él.`)
};

const pt_br2_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada centro é revisado antes de aparecer no mapa, para que os gamers possam confiar nele.`)
};

const ja_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのセンターは地図に載る前に審査されるので、ゲーマーも安心です。`)
};

const ko_home_why5_text = /** @type {(inputs: Home_Why5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 센터는 지도에 오르기 전에 검토되므로 게이머가 믿고 찾을 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Every center is reviewed before it appears on the map, so gamers can rely on it." |
*
* @param {Home_Why5_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why5_text = /** @type {((inputs?: Home_Why5_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why5_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why5_text(inputs)
	if (locale === "fr") return fr_home_why5_text(inputs)
	if (locale === "es") return es_home_why5_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why5_text(inputs)
	if (locale === "ja") return ja_home_why5_text(inputs)
	if (locale === "ko") return ko_home_why5_text(inputs)
	return en_home_why5_text(inputs)
});