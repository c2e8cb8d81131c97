/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, offMap: NonNullable<unknown> }} Adl_IntroInputs */

const en_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verified LAN center is on the map when its community is verified, it has coordinates, and it was created by an admin, holds a complimentary listing or has an active plan. ${i?.count} verified centers, ${i?.offMap} of them not on the map.`)
};

const de_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein verifiziertes LAN-Center erscheint auf der Karte, wenn seine Community verifiziert ist, es Koordinaten hat und es von einem Admin angelegt wurde, einen kostenlosen Eintrag hat oder einen aktiven Tarif. Verifizierte Center: ${i?.count}, davon nicht auf der Karte: ${i?.offMap}.`)
};

const fr_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un centre LAN vérifié apparaît sur la carte quand sa communauté est vérifiée, qu’il a des coordonnées et qu’il a été créé par un administrateur, bénéficie d’un référencement offert ou a une formule active. Centres vérifiés : ${i?.count}, dont ${i?.offMap} absents de la carte.`)
};

const es_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un centro LAN verificado aparece en el mapa cuando su comunidad está verificada, tiene coordenadas y lo creó un administrador, tiene un anuncio gratuito o un plan activo. Centros verificados: ${i?.count}; fuera del mapa: ${i?.offMap}.`)
};

const pt_br2_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um centro LAN verificado aparece no mapa quando sua comunidade está verificada, ele tem coordenadas e foi criado por um administrador, tem uma listagem cortesia ou um plano ativo. Centros verificados: ${i?.count}; fora do mapa: ${i?.offMap}.`)
};

const ja_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`認証済みのLANセンターは、コミュニティが認証済みで座標があり、管理者が作成したもの・無償掲載・有効なプランのいずれかに当てはまると地図に表示されます。認証済みセンター ${i?.count} 件、うち地図に表示されていないもの ${i?.offMap} 件。`)
};

const ko_adl_intro = /** @type {(inputs: Adl_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`인증된 LAN 센터는 커뮤니티가 인증되고 좌표가 있으며, 관리자가 만들었거나 무료 등재 또는 활성 요금제가 있으면 지도에 표시됩니다. 인증된 센터 ${i?.count}개 중 ${i?.offMap}개는 지도에 표시되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "A verified LAN center is on the map when its community is verified, it has coordinates, and it was created by an admin, holds a complimentary listing or has ..." |
*
* @param {Adl_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_intro = /** @type {((inputs: Adl_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_intro(inputs)
	if (locale === "fr") return fr_adl_intro(inputs)
	if (locale === "es") return es_adl_intro(inputs)
	if (locale === "pt-BR") return pt_br2_adl_intro(inputs)
	if (locale === "ja") return ja_adl_intro(inputs)
	if (locale === "ko") return ko_adl_intro(inputs)
	return en_adl_intro(inputs)
});