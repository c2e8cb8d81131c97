/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_IntroInputs */

const en_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN parties and the venues you follow, in one place.`)
};

const de_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine LAN-Partys und die Venues, denen du folgst, an einem Ort.`)
};

const fr_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos LAN parties et les lieux que vous suivez, au même endroit.`)
};

const es_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus LAN parties y los locales que sigues, en un solo lugar.`)
};

const pt_br2_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas LAN parties e os lugares que você segue, em um só lugar.`)
};

const ja_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加するLANパーティーとフォロー中の会場を、ひとつの場所で。`)
};

const ko_me_intro = /** @type {(inputs: Me_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 LAN 파티와 팔로우하는 장소를 한곳에서.`)
};

/**
* | output |
* | --- |
* | "Your LAN parties and the venues you follow, in one place." |
*
* @param {Me_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_intro = /** @type {((inputs?: Me_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_intro(inputs)
	if (locale === "fr") return fr_me_intro(inputs)
	if (locale === "es") return es_me_intro(inputs)
	if (locale === "pt-BR") return pt_br2_me_intro(inputs)
	if (locale === "ja") return ja_me_intro(inputs)
	if (locale === "ko") return ko_me_intro(inputs)
	return en_me_intro(inputs)
});