/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_IntroInputs */

const en_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews help gamers find good LAN centers, and help centers get better. The venues listed here are our members, so reviews must be visibly fair: these rules apply to everyone, paying members included.`)
};

const de_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen helfen Gamern, gute LAN-Center zu finden, und helfen Centern, besser zu werden. Die hier gelisteten Locations sind unsere Mitglieder, deshalb müssen Bewertungen sichtbar fair sein: Diese Regeln gelten für alle, auch für zahlende Mitglieder.`)
};

const fr_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis aident les joueurs à trouver de bons LAN centers, et aident les centres à s'améliorer. Les lieux présentés ici sont nos membres : les avis doivent donc être visiblement équitables. Ces règles s'appliquent à tous, membres payants compris.`)
};

const es_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reseñas ayudan a los gamers a encontrar buenos LAN centers y a los centros a mejorar. Los locales que aparecen aquí son nuestros miembros, así que las reseñas deben ser claramente justas: estas normas se aplican a todos, incluidos los miembros de pago.`)
};

const pt_br2_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As avaliações ajudam os gamers a encontrar bons LAN centers e ajudam os centros a melhorar. Os espaços listados aqui são nossos membros, por isso as avaliações precisam ser visivelmente justas: estas regras valem para todos, inclusive membros pagantes.`)
};

const ja_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューは、ゲーマーが良い LAN センターを見つける助けになり、センターの改善にも役立ちます。ここに掲載されている店舗は私たちのメンバーなので、レビューは誰の目にも公正でなければなりません。このルールは有料メンバーを含むすべての人に適用されます。`)
};

const ko_pub_rg_intro = /** @type {(inputs: Pub_Rg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰는 게이머가 좋은 LAN 센터를 찾고 센터가 더 나아지도록 돕습니다. 여기 등록된 매장은 우리의 회원이므로 리뷰는 누가 봐도 공정해야 합니다. 이 규칙은 유료 회원을 포함한 모든 사람에게 적용됩니다.`)
};

/**
* | output |
* | --- |
* | "Reviews help gamers find good LAN centers, and help centers get better. The venues listed here are our members, so reviews must be visibly fair: these rules ..." |
*
* @param {Pub_Rg_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_intro = /** @type {((inputs?: Pub_Rg_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_intro(inputs)
	if (locale === "fr") return fr_pub_rg_intro(inputs)
	if (locale === "es") return es_pub_rg_intro(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_intro(inputs)
	if (locale === "ja") return ja_pub_rg_intro(inputs)
	if (locale === "ko") return ko_pub_rg_intro(inputs)
	return en_pub_rg_intro(inputs)
});