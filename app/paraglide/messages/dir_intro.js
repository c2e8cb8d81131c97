/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_IntroInputs */

const en_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every center on this map has been reviewed by our team. Green markers are centers added by the LAN Center Network team; blue markers are centers registered by their owners.`)
};

const de_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Center auf dieser Karte wurde von unserem Team geprüft. Grüne Markierungen sind Center, die das Team des LAN Center Network eingetragen hat; blaue Markierungen sind Center, die ihre Betreiber registriert haben.`)
};

const fr_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque centre de cette carte a été vérifié par notre équipe. Les marqueurs verts sont des centres ajoutés par l'équipe du LAN Center Network ; les marqueurs bleus sont des centres inscrits par leurs propriétaires.`)
};

const es_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo ha revisado cada centro de este mapa. Los marcadores verdes son centros añadidos por el equipo de LAN Center Network; los azules, centros registrados por sus propietarios.`)
};

const pt_br2_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada centro neste mapa foi revisado pela nossa equipe. Marcadores verdes são centros adicionados pela equipe da LAN Center Network; marcadores azuis são centros cadastrados pelos próprios donos.`)
};

const ja_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この地図のセンターはすべて私たちのチームが確認済みです。緑のマーカーはLAN Center Networkチームが追加したセンター、青のマーカーはオーナーが登録したセンターです。`)
};

const ko_dir_intro = /** @type {(inputs: Dir_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 지도의 모든 센터는 저희 팀이 검토했습니다. 초록색 마커는 LAN Center Network 팀이 추가한 센터이고, 파란색 마커는 운영자가 직접 등록한 센터입니다.`)
};

/**
* | output |
* | --- |
* | "Every center on this map has been reviewed by our team. Green markers are centers added by the LAN Center Network team; blue markers are centers registered b..." |
*
* @param {Dir_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_intro = /** @type {((inputs?: Dir_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_intro(inputs)
	if (locale === "fr") return fr_dir_intro(inputs)
	if (locale === "es") return es_dir_intro(inputs)
	if (locale === "pt-BR") return pt_br2_dir_intro(inputs)
	if (locale === "ja") return ja_dir_intro(inputs)
	if (locale === "ko") return ko_dir_intro(inputs)
	return en_dir_intro(inputs)
});