/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Venues_IntroInputs */

const en_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other organisers named your centers as the venue of their LAN parties. A party appears on your center's page only after you accept it.`)
};

const de_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Veranstalter haben deine Center als Ort ihrer LAN-Partys angegeben. Eine Party erscheint erst auf der Seite deines Centers, wenn du sie annimmst.`)
};

const fr_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D'autres organisateurs ont indiqué vos centres comme lieu de leurs LAN parties. Une LAN party n'apparaît sur la page de votre centre qu'après votre accord.`)
};

const es_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otros organizadores han indicado tus centros como sede de sus LAN parties. Una fiesta solo aparece en la página de tu centro después de que la aceptes.`)
};

const pt_br2_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outros organizadores indicaram seus centros como local de suas LAN parties. Uma party só aparece na página do seu centro depois que você a aceitar.`)
};

const ja_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`他の主催者が、あなたのセンターをLANパーティーの会場に指定しました。パーティーは、あなたが承認した後にのみセンターのページに表示されます。`)
};

const ko_own_venues_intro = /** @type {(inputs: Own_Venues_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다른 주최자가 내 센터를 LAN 파티 장소로 지정했습니다. 파티는 내가 수락한 후에만 센터 페이지에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Other organisers named your centers as the venue of their LAN parties. A party appears on your center's page only after you accept it." |
*
* @param {Own_Venues_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venues_intro = /** @type {((inputs?: Own_Venues_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venues_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venues_intro(inputs)
	if (locale === "fr") return fr_own_venues_intro(inputs)
	if (locale === "es") return es_own_venues_intro(inputs)
	if (locale === "pt-BR") return pt_br2_own_venues_intro(inputs)
	if (locale === "ja") return ja_own_venues_intro(inputs)
	if (locale === "ko") return ko_own_venues_intro(inputs)
	return en_own_venues_intro(inputs)
});